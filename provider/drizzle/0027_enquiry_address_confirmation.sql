CREATE TABLE "enquiry_acknowledgement_days" (
	"mailbox" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "enquiry_acknowledgement_days_mailbox_day_pk" PRIMARY KEY("mailbox","day")
);
--> statement-breakpoint
ALTER TABLE "lead_replies" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_leads" ADD COLUMN "address_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Replies written before held replies existed were all mailed at once.
UPDATE "lead_replies" SET "mailed_at" = "created_at";--> statement-breakpoint
-- Earlier enquiries count as confirmed only when a confirmed member sent them from their own address.
UPDATE "property_leads" SET "address_confirmed_at" = "property_leads"."created_at" FROM "users"
WHERE "users"."id" = "property_leads"."user_id" AND "users"."confirmed" AND lower(trim("users"."email")) = lower(trim("property_leads"."email"));
