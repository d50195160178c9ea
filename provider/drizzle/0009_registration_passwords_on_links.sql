ALTER TABLE "one_time_links" ADD COLUMN "registration" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_predates_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts confirmed before passwords waited on their links: the password was chosen before the mailbox was proven.
UPDATE "users" SET "password_predates_confirmation" = true WHERE "confirmed" AND "password_hash" IS NOT NULL;--> statement-breakpoint
-- An unconfirmed account's password is that of the sign-up that created it, whose link is the account's first.
UPDATE "one_time_links" AS "link"
SET "registration" = jsonb_build_object('passwordHash', "user"."password_hash", 'firstName', "user"."first_name", 'lastName', "user"."last_name", 'phone', coalesce("user"."phone", ''))
FROM "users" AS "user"
WHERE "link"."user_id" = "user"."id" AND NOT "user"."confirmed" AND "user"."password_hash" IS NOT NULL
  AND "link"."id" = (SELECT min("first"."id") FROM "one_time_links" AS "first" WHERE "first"."user_id" = "user"."id" AND "first"."purpose" = 'account_confirmation');--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE NOT "confirmed";
