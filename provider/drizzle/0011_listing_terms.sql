ALTER TABLE "properties" ADD COLUMN "move_in_fees" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_documents_seen_at" timestamp with time zone;