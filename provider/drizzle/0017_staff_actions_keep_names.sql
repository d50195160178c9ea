ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_staff_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "property_name" text;--> statement-breakpoint
UPDATE "staff_actions" SET "property_name" = "properties"."name" FROM "properties" WHERE "properties"."id" = "staff_actions"."property_id";
