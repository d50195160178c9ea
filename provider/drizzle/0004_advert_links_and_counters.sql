ALTER TABLE "adverts" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "adverts_running_idx" ON "adverts" USING btree ("status","expires_at");