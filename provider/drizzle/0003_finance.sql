CREATE TABLE "loan_preapprovals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"loan_type" text NOT NULL,
	"home_type" text NOT NULL,
	"location" text NOT NULL,
	"price_min" bigint NOT NULL,
	"price_max" bigint NOT NULL,
	"down_payment" bigint NOT NULL,
	"employment_status" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"fixed_years" integer NOT NULL,
	"max_tenure_years" integer NOT NULL,
	"min_equity_percent" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payment_status" integer NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_preapprovals" ADD CONSTRAINT "loan_preapprovals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_user_property_idx" ON "payment_history" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_history_reference" ON "payment_history" USING btree ("reference");
