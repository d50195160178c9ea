ALTER TABLE "inspection_bookings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD CONSTRAINT "inspection_bookings_rating_range" CHECK ("inspection_bookings"."rating" between 1 and 5);--> statement-breakpoint
-- An instant booking was confirmed in the request's own instant; a visitor's later move keeps both.
UPDATE "inspection_bookings" SET "instant" = true WHERE "answered_at" = "requested_at";--> statement-breakpoint
-- The reports filed for two "already let or sold" answers, until now written as ordinary reports.
UPDATE "listing_reports" SET "reason" = 'visitors_said_gone' WHERE "reason" = 'not_available' AND "details" LIKE '% visitors who inspected it in the last % days said it is already let or sold.';
