CREATE TABLE "background_info_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_subscription_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"gateway" text NOT NULL,
	"user_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"subscription_type_id" integer NOT NULL,
	"advert_id" integer,
	"property_id" integer,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "property_adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_type_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_background_info" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"outstanding_ground_rent" bigint DEFAULT 0 NOT NULL,
	"inspection_report" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"duration_months" integer NOT NULL,
	"views" integer
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_type_id" integer NOT NULL,
	"payment_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"views_remaining" integer
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
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_advert_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"company_name" text NOT NULL,
	"company_website" text,
	"image_key" text NOT NULL,
	"product_information" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "background_info_views" ADD CONSTRAINT "background_info_views_user_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("user_subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_info_views" ADD CONSTRAINT "background_info_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_type_id_subscription_types_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_adverts" ADD CONSTRAINT "property_adverts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_adverts" ADD CONSTRAINT "property_adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_adverts" ADD CONSTRAINT "property_adverts_subscription_type_id_subscription_types_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_adverts" ADD CONSTRAINT "property_adverts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_background_info" ADD CONSTRAINT "property_background_info_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_subscription_type_id_subscription_types_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_reviews" ADD CONSTRAINT "home_service_reviews_home_service_id_home_services_id_fk" FOREIGN KEY ("home_service_id") REFERENCES "public"."home_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_reviews" ADD CONSTRAINT "home_service_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_category_type_id_service_category_types_id_fk" FOREIGN KEY ("category_type_id") REFERENCES "public"."service_category_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_image_key_files_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_category_types" ADD CONSTRAINT "service_category_types_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_plan_id_subscription_types_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_advert_requests" ADD CONSTRAINT "customer_advert_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_advert_requests" ADD CONSTRAINT "customer_advert_requests_image_key_files_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_preapprovals" ADD CONSTRAINT "loan_preapprovals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_info_views_unique" ON "background_info_views" USING btree ("user_subscription_id","property_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_adverts_property_idx" ON "property_adverts" USING btree ("property_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_adverts_payment_unique" ON "property_adverts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscription_types_kind_idx" ON "subscription_types" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_payment_unique" ON "user_subscriptions" USING btree ("payment_id") WHERE "user_subscriptions"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "home_service_reviews_service_idx" ON "home_service_reviews" USING btree ("home_service_id","created_at");--> statement-breakpoint
CREATE INDEX "home_services_category_idx" ON "home_services" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "home_services_owner_idx" ON "home_services" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "service_category_types_category_idx" ON "service_category_types" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "adverts_user_idx" ON "adverts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_history_user_property_idx" ON "payment_history" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_history_reference" ON "payment_history" USING btree ("reference");