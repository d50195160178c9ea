ALTER TABLE "properties" ADD COLUMN "electricity_band" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "meter" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "power_backup" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "water_source" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "flooding" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "road" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "security" text;