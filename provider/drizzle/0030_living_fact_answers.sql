CREATE TABLE "living_fact_answers" (
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"fact" text NOT NULL,
	"agrees" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "living_fact_answers_property_id_fact_user_id_pk" PRIMARY KEY("property_id","fact","user_id")
);
--> statement-breakpoint
ALTER TABLE "living_fact_answers" ADD CONSTRAINT "living_fact_answers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "living_fact_answers" ADD CONSTRAINT "living_fact_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;