CREATE TABLE "inspection_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"blocked_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instant" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"decline_reason" text,
	"offered_starts_at" timestamp with time zone,
	"offered_ends_at" timestamp with time zone,
	"cancelled_by" text,
	"calendar_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"evening_reminder_at" timestamp with time zone,
	"soon_reminder_at" timestamp with time zone,
	"feedback" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_bookings_calendar_uid_unique" UNIQUE("calendar_uid")
);
--> statement-breakpoint
CREATE TABLE "listing_booking_off" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "inspection_availability" ADD CONSTRAINT "inspection_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD CONSTRAINT "inspection_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD CONSTRAINT "inspection_bookings_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD CONSTRAINT "inspection_bookings_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_booking_off" ADD CONSTRAINT "listing_booking_off_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_bookings_slot_taken_idx" ON "inspection_bookings" USING btree ("advertiser_id","starts_at") WHERE "inspection_bookings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_bookings_one_open_idx" ON "inspection_bookings" USING btree ("property_id","visitor_id") WHERE "inspection_bookings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "inspection_bookings_visitor_idx" ON "inspection_bookings" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "inspection_bookings_advertiser_idx" ON "inspection_bookings" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "inspection_bookings_due_idx" ON "inspection_bookings" USING btree ("status","starts_at");