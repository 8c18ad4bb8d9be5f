CREATE TABLE "run_message_recipients" (
	"message_id" bigint NOT NULL,
	"learner_id" integer NOT NULL,
	"mail_id" bigint,
	CONSTRAINT "run_message_recipients_message_id_learner_id_pk" PRIMARY KEY("message_id","learner_id")
);
--> statement-breakpoint
CREATE TABLE "run_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"request_key" text NOT NULL,
	"staff_id" integer,
	"staff_login_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "run_messages_kind" CHECK ("run_messages"."kind" in ('delay', 'cancel', 'stopChange', 'other'))
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "board_tomorrow_from_minutes" integer DEFAULT 1020 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "run_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "driver_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "run_message_recipients" ADD CONSTRAINT "run_message_recipients_message_id_run_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."run_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_message_recipients" ADD CONSTRAINT "run_message_recipients_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_messages" ADD CONSTRAINT "run_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_messages" ADD CONSTRAINT "run_messages_run_id_bus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bus_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_messages" ADD CONSTRAINT "run_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_message_recipients_learner" ON "run_message_recipients" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "run_messages_school_request_key" ON "run_messages" USING btree ("school_id","request_key");--> statement-breakpoint
CREATE INDEX "run_messages_run" ON "run_messages" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "audit_log_school_run" ON "audit_log" USING btree ("school_id","run_id");