CREATE TABLE "class_periods" (
	"school_id" integer NOT NULL,
	"jgn" integer NOT NULL,
	"time_name" text NOT NULL,
	"start_minutes" integer NOT NULL,
	"end_minutes" integer NOT NULL,
	CONSTRAINT "class_periods_school_id_jgn_pk" PRIMARY KEY("school_id","jgn")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_fixes" (
	"school_id" integer NOT NULL,
	"date" date NOT NULL,
	"fixed_at" timestamp with time zone NOT NULL,
	"mail_sent_at" timestamp with time zone,
	CONSTRAINT "plan_fixes_school_id_date_pk" PRIMARY KEY("school_id","date")
);
--> statement-breakpoint
CREATE TABLE "school_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_code" text NOT NULL,
	"name" text NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"mail_address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"booking_cutoff_minutes" integer DEFAULT 960 NOT NULL,
	"booking_horizon_days" integer DEFAULT 30 NOT NULL,
	"timetable_unit" text DEFAULT '時限' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_service_code_unique" UNIQUE("service_code")
);
--> statement-breakpoint
CREATE TABLE "site_options" (
	"school_id" integer NOT NULL,
	"site" text NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "site_options_school_id_site_pk" PRIMARY KEY("school_id","site")
);
--> statement-breakpoint
CREATE TABLE "ip_login_failures" (
	"ip" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"seito_no" text NOT NULL,
	"name" text NOT NULL,
	"furigana" text NOT NULL,
	"mail_address" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"school_id" integer NOT NULL,
	"seito_no" text NOT NULL,
	"day" date NOT NULL,
	"consecutive" integer DEFAULT 0 NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_failures_school_id_seito_no_pk" PRIMARY KEY("school_id","seito_no")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"site" text NOT NULL,
	"authority" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_silent_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"area_cd" text NOT NULL,
	"name" text NOT NULL,
	"is_net_release" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_run_stops" (
	"run_id" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"plan_minutes" integer NOT NULL,
	"actual_minutes" integer,
	CONSTRAINT "bus_run_stops_run_id_stop_id_pk" PRIMARY KEY("run_id","stop_id")
);
--> statement-breakpoint
CREATE TABLE "bus_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"bin_cd" text NOT NULL,
	"bin_name" text NOT NULL,
	"date" date NOT NULL,
	"up_down" smallint NOT NULL,
	"course_id" integer NOT NULL,
	"jgn" integer NOT NULL,
	"plan_start_minutes" integer NOT NULL,
	"plan_end_minutes" integer NOT NULL,
	"actual_start_minutes" integer,
	"actual_end_minutes" integer,
	"seats" integer NOT NULL,
	"child_seats" integer DEFAULT 0 NOT NULL,
	"bicycles" integer DEFAULT 0 NOT NULL,
	"booked_seats" integer DEFAULT 0 NOT NULL,
	"booked_child_seats" integer DEFAULT 0 NOT NULL,
	"booked_bicycles" integer DEFAULT 0 NOT NULL,
	"is_net_reservation" boolean DEFAULT true NOT NULL,
	"vehicle_cd" text,
	CONSTRAINT "bus_runs_up_down" CHECK ("bus_runs"."up_down" in (1, 2)),
	CONSTRAINT "bus_runs_seats_capacity" CHECK ("bus_runs"."booked_seats" between 0 and "bus_runs"."seats"),
	CONSTRAINT "bus_runs_child_seats_capacity" CHECK ("bus_runs"."booked_child_seats" between 0 and "bus_runs"."child_seats"),
	CONSTRAINT "bus_runs_bicycles_capacity" CHECK ("bus_runs"."booked_bicycles" between 0 and "bus_runs"."bicycles")
);
--> statement-breakpoint
CREATE TABLE "course_stops" (
	"course_id" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"offset_minutes" integer NOT NULL,
	CONSTRAINT "course_stops_course_id_stop_id_pk" PRIMARY KEY("course_id","stop_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"homen_cd" text NOT NULL,
	"name" text NOT NULL,
	"is_net_release" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"learner_id" integer NOT NULL,
	"date" date NOT NULL,
	"jgn" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "lessons_learner_id_date_jgn_pk" PRIMARY KEY("learner_id","date","jgn")
);
--> statement-breakpoint
CREATE TABLE "point_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"category_cd" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"is_net_release" boolean DEFAULT true NOT NULL,
	"net_release_kbn" smallint DEFAULT 0 NOT NULL,
	"limit_per_learner" integer NOT NULL,
	"is_personal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"date" date NOT NULL,
	"up_down" smallint NOT NULL,
	"stop_id" integer NOT NULL,
	"passenger" smallint DEFAULT 0 NOT NULL,
	"child_sheet" smallint DEFAULT 0 NOT NULL,
	"jitensya" smallint DEFAULT 0 NOT NULL,
	"rsv_mode" smallint DEFAULT 0 NOT NULL,
	"desire_time_opt" smallint DEFAULT 0 NOT NULL,
	"desire_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_passenger" CHECK ("reservations"."passenger" between 0 and 3),
	CONSTRAINT "reservations_child_sheet" CHECK ("reservations"."child_sheet" between 0 and 3),
	CONSTRAINT "reservations_jitensya" CHECK ("reservations"."jitensya" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"bus_stop_cd" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"kana_name" text DEFAULT '' NOT NULL,
	"pref" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"area_cd" text NOT NULL,
	"category_cd" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_net_release" boolean DEFAULT true NOT NULL,
	"owner_learner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_periods" ADD CONSTRAINT "class_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_fixes" ADD CONSTRAINT "plan_fixes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_closures" ADD CONSTRAINT "school_closures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_options" ADD CONSTRAINT "site_options_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learners" ADD CONSTRAINT "learners_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_run_stops" ADD CONSTRAINT "bus_run_stops_run_id_bus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bus_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_run_stops" ADD CONSTRAINT "bus_run_stops_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_runs" ADD CONSTRAINT "bus_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_runs" ADD CONSTRAINT "bus_runs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_stops" ADD CONSTRAINT "course_stops_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_stops" ADD CONSTRAINT "course_stops_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_categories" ADD CONSTRAINT "point_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_run_id_bus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bus_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_owner_learner_id_learners_id_fk" FOREIGN KEY ("owner_learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learners_school_seito_no" ON "learners" USING btree ("school_id","seito_no");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_school_login_id" ON "staff" USING btree ("school_id","login_id");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_school_area_cd" ON "areas" USING btree ("school_id","area_cd");--> statement-breakpoint
CREATE INDEX "bus_run_stops_stop" ON "bus_run_stops" USING btree ("stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_runs_school_date_bin" ON "bus_runs" USING btree ("school_id","date","bin_cd");--> statement-breakpoint
CREATE INDEX "bus_runs_school_date_dir" ON "bus_runs" USING btree ("school_id","date","up_down");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_school_homen_cd" ON "courses" USING btree ("school_id","homen_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "point_categories_school_cd" ON "point_categories" USING btree ("school_id","category_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_per_learner_run" ON "reservations" USING btree ("learner_id","date","run_id","up_down") WHERE "reservations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_learner_date" ON "reservations" USING btree ("learner_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "stops_school_cd" ON "stops" USING btree ("school_id","bus_stop_cd");--> statement-breakpoint
CREATE INDEX "stops_owner" ON "stops" USING btree ("owner_learner_id");