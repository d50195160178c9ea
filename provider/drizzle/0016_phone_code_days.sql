CREATE TABLE "phone_code_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL
);
