CREATE TABLE "booking_reminders" (
	"learner_id" integer NOT NULL,
	"date" date NOT NULL,
	"school_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"mail_id" bigint,
	CONSTRAINT "booking_reminders_learner_id_date_pk" PRIMARY KEY("learner_id","date")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"date" date NOT NULL,
	"up_down" smallint NOT NULL,
	"jgn" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"passenger" smallint DEFAULT 0 NOT NULL,
	"child_sheet" smallint DEFAULT 0 NOT NULL,
	"jitensya" smallint DEFAULT 0 NOT NULL,
	"desire_time_opt" smallint DEFAULT 0 NOT NULL,
	"desire_time" text DEFAULT '' NOT NULL,
	"sort_key" bigint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reservation_id" integer,
	"mail_id" bigint,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('waiting', 'promoted', 'left', 'closed', 'dropped')),
	CONSTRAINT "waitlist_entries_passenger" CHECK ("waitlist_entries"."passenger" between 0 and 3),
	CONSTRAINT "waitlist_entries_child_sheet" CHECK ("waitlist_entries"."child_sheet" between 0 and 3),
	CONSTRAINT "waitlist_entries_jitensya" CHECK ("waitlist_entries"."jitensya" in (0, 1)),
	CONSTRAINT "waitlist_entries_promoted" CHECK (("waitlist_entries"."status" = 'promoted') = ("waitlist_entries"."reservation_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ride_alerts" DROP CONSTRAINT "ride_alerts_kind";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "booking_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "booking_reminder_lead_minutes" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_alert_settings" ADD COLUMN "booking_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_run_fields_fk" FOREIGN KEY ("run_id","date","up_down","jgn") REFERENCES "public"."bus_runs"("id","date","up_down","jgn") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "booking_reminders_school_date" ON "booking_reminders" USING btree ("school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_lesson" ON "waitlist_entries" USING btree ("learner_id","date","up_down","jgn") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_run_queue" ON "waitlist_entries" USING btree ("run_id","sort_key","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_learner" ON "waitlist_entries" USING btree ("learner_id","date");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_date" ON "waitlist_entries" USING btree ("date") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_kind" CHECK ("ride_alerts"."kind" in ('approach', 'delay', 'cancel', 'waitlist'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_booking_reminder_lead" CHECK ("schools"."booking_reminder_lead_minutes" between 30 and 720);
