CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"status_detail" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_gateway_message_idx" ON "sms_messages" USING btree ("gateway","gateway_message_id");