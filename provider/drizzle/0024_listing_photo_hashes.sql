CREATE TABLE "listing_photo_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"matched_property_id" integer NOT NULL,
	"matched_image_id" integer NOT NULL,
	"distance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_for_review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "photo_hash" bigint;--> statement-breakpoint
ALTER TABLE "listing_photo_matches" ADD CONSTRAINT "listing_photo_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_matches" ADD CONSTRAINT "listing_photo_matches_image_id_property_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."property_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_matches" ADD CONSTRAINT "listing_photo_matches_matched_property_id_properties_id_fk" FOREIGN KEY ("matched_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_matches" ADD CONSTRAINT "listing_photo_matches_matched_image_id_property_images_id_fk" FOREIGN KEY ("matched_image_id") REFERENCES "public"."property_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photo_matches_pair_idx" ON "listing_photo_matches" USING btree ("image_id","matched_image_id");--> statement-breakpoint
CREATE INDEX "listing_photo_matches_property_idx" ON "listing_photo_matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listing_photo_matches_matched_idx" ON "listing_photo_matches" USING btree ("matched_property_id");--> statement-breakpoint
CREATE INDEX "property_images_hash_band_0_idx" ON "property_images" USING btree ((("photo_hash" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "property_images_hash_band_1_idx" ON "property_images" USING btree ((("photo_hash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "property_images_hash_band_2_idx" ON "property_images" USING btree ((("photo_hash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "property_images_hash_band_3_idx" ON "property_images" USING btree ((("photo_hash" >> 0) & 65535));