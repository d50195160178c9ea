CREATE TABLE "booking_text_days" (
	"phone" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "booking_text_days_phone_day_pk" PRIMARY KEY("phone","day")
);
