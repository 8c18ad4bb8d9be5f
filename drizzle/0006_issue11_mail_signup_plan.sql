CREATE TABLE "mail_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"mail_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"learner_id" integer,
	"kind" text NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mails_status" CHECK ("outbox_mails"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_mails_sent_at" CHECK (("outbox_mails"."status" = 'sent') = ("outbox_mails"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "web_access" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "time_override_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "fixed_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "fixed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_confirmations" ADD CONSTRAINT "mail_confirmations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_confirmations" ADD CONSTRAINT "mail_confirmations_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_confirmations_learner" ON "mail_confirmations" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mails_message_id" ON "outbox_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_school_created" ON "outbox_mails" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_learner" ON "outbox_mails" USING btree ("learner_id");