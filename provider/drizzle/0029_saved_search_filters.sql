DROP INDEX "saved_searches_frequency_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filters" jsonb;--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency","id");