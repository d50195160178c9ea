CREATE TABLE "service_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "service_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_category_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"web_address" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"image_key" text NOT NULL,
	"facebook_link" text,
	"twitter_link" text,
	"instagram_link" text,
	"linkedin_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_service_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"home_service_id" integer NOT NULL,
	"user_id" integer,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"reviewer_phone_no" text NOT NULL,
	"market_expert" smallint NOT NULL,
	"responsiveness" smallint NOT NULL,
	"negotiation_skill" smallint NOT NULL,
	"professionalism_communication" smallint NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_category_types" ADD CONSTRAINT "service_category_types_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_category_type_id_service_category_types_id_fk" FOREIGN KEY ("category_type_id") REFERENCES "public"."service_category_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_image_key_files_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_reviews" ADD CONSTRAINT "home_service_reviews_home_service_id_home_services_id_fk" FOREIGN KEY ("home_service_id") REFERENCES "public"."home_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_reviews" ADD CONSTRAINT "home_service_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_category_types_category_idx" ON "service_category_types" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "home_services_category_idx" ON "home_services" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "home_services_owner_idx" ON "home_services" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "home_service_reviews_service_idx" ON "home_service_reviews" USING btree ("home_service_id","created_at");
