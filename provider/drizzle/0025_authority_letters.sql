CREATE TABLE "authority_letters" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"reviewed_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authority_letters" ADD CONSTRAINT "authority_letters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_letters" ADD CONSTRAINT "authority_letters_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authority_letters_waiting_idx" ON "authority_letters" USING btree ("uploaded_at") WHERE "authority_letters"."status" = 'waiting';