CREATE TABLE "learner_alert_settings" (
	"learner_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"approach_minutes" integer,
	"delay_alerts" boolean DEFAULT true NOT NULL,
	"mail_fallback" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_alert_settings_approach" CHECK ("learner_alert_settings"."approach_minutes" is null or "learner_alert_settings"."approach_minutes" in (3, 5, 10))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "ride_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"step" integer NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"mail_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "ride_alerts_kind" CHECK ("ride_alerts"."kind" in ('approach', 'delay', 'cancel')),
	CONSTRAINT "ride_alerts_channel" CHECK ("ride_alerts"."channel" in ('push', 'mail')),
	CONSTRAINT "ride_alerts_status" CHECK ("ride_alerts"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "run_progress" (
	"run_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"fix_time" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL,
	"progress" double precision NOT NULL,
	"delay_minutes" integer NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"etas" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "alert_delay_step_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "alert_mail_fallback" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_alert_settings" ADD CONSTRAINT "learner_alert_settings_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_alert_settings" ADD CONSTRAINT "learner_alert_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_progress" ADD CONSTRAINT "run_progress_run_id_bus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bus_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_progress" ADD CONSTRAINT "run_progress_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_learner" ON "push_subscriptions" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_alerts_once" ON "ride_alerts" USING btree ("reservation_id","kind","step");--> statement-breakpoint
CREATE INDEX "ride_alerts_school_created" ON "ride_alerts" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "run_progress_school" ON "run_progress" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_alert_delay_step" CHECK ("schools"."alert_delay_step_minutes" between 3 and 60);
