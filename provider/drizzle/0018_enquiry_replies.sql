CREATE TABLE "lead_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "property_leads_property_idx";--> statement-breakpoint
ALTER TABLE "property_leads" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_lead_id_property_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."property_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "property_leads_property_idx" ON "property_leads" USING btree ("property_id","created_at");