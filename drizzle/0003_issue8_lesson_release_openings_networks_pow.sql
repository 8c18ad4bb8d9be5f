CREATE TABLE "school_openings" (
	"school_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "school_openings_school_id_date_pk" PRIMARY KEY("school_id","date")
);
--> statement-breakpoint
CREATE TABLE "used_pow_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "plan_release_minutes" integer DEFAULT 1080 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_options" ADD COLUMN "allowed_networks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "jgn" integer;--> statement-breakpoint
UPDATE "reservations" SET "jgn" = "bus_runs"."jgn" FROM "bus_runs" WHERE "bus_runs"."id" = "reservations"."run_id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "jgn" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_runs_id_date_dir_jgn" ON "bus_runs" USING btree ("id","date","up_down","jgn");--> statement-breakpoint
ALTER TABLE "school_openings" ADD CONSTRAINT "school_openings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_run_fields_fk" FOREIGN KEY ("run_id","date","up_down","jgn") REFERENCES "public"."bus_runs"("id","date","up_down","jgn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_per_lesson" ON "reservations" USING btree ("learner_id","date","up_down","jgn") WHERE "reservations"."cancelled_at" is null;--> statement-breakpoint
DROP INDEX "reservations_one_per_learner_run";
