ALTER TABLE "files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");