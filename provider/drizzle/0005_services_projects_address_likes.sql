CREATE TABLE "property_address_likes" (
	"address_hash" text NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_address_likes_address_hash_property_id_pk" PRIMARY KEY("address_hash","property_id")
);
--> statement-breakpoint
CREATE TABLE "home_service_project_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "home_service_project_photos_position_key" UNIQUE("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "home_service_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"home_service_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_address_likes" ADD CONSTRAINT "property_address_likes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_project_photos" ADD CONSTRAINT "home_service_project_photos_project_id_home_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_service_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_project_photos" ADD CONSTRAINT "home_service_project_photos_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_projects" ADD CONSTRAINT "home_service_projects_home_service_id_home_services_id_fk" FOREIGN KEY ("home_service_id") REFERENCES "public"."home_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_service_projects_service_idx" ON "home_service_projects" USING btree ("home_service_id","created_at");