CREATE TABLE "course_patterns" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"minutes_to_school" integer NOT NULL,
	"margin_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_patterns_minutes_to_school" CHECK ("course_patterns"."minutes_to_school" between 0 and 180),
	CONSTRAINT "course_patterns_margin" CHECK ("course_patterns"."margin_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "run_pattern_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"jgn" integer NOT NULL,
	"up_down" smallint NOT NULL,
	"seats" integer NOT NULL,
	"child_seats" integer NOT NULL,
	"bicycles" integer NOT NULL,
	"is_net_reservation" boolean NOT NULL,
	"vehicle_cd" text,
	CONSTRAINT "run_pattern_slots_weekday" CHECK ("run_pattern_slots"."weekday" between 0 and 6),
	CONSTRAINT "run_pattern_slots_up_down" CHECK ("run_pattern_slots"."up_down" in (1, 2)),
	CONSTRAINT "run_pattern_slots_seats" CHECK ("run_pattern_slots"."seats" between 1 and 100),
	CONSTRAINT "run_pattern_slots_child_seats" CHECK ("run_pattern_slots"."child_seats" between 0 and 10),
	CONSTRAINT "run_pattern_slots_bicycles" CHECK ("run_pattern_slots"."bicycles" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "course_patterns" ADD CONSTRAINT "course_patterns_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_patterns" ADD CONSTRAINT "course_patterns_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_pattern_slots" ADD CONSTRAINT "run_pattern_slots_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_pattern_slots" ADD CONSTRAINT "run_pattern_slots_course_id_course_patterns_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_patterns"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_pattern_slots" ADD CONSTRAINT "run_pattern_slots_period_fk" FOREIGN KEY ("school_id","jgn") REFERENCES "public"."class_periods"("school_id","jgn") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_pattern_slots" ADD CONSTRAINT "run_pattern_slots_vehicle_fk" FOREIGN KEY ("school_id","vehicle_cd") REFERENCES "public"."vehicles"("school_id","vehicle_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "run_pattern_slots_course_slot" ON "run_pattern_slots" USING btree ("course_id","weekday","jgn","up_down");