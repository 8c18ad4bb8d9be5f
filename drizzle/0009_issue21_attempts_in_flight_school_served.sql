CREATE TABLE "login_attempts_in_flight" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"account" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "served" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts_in_flight" ADD CONSTRAINT "login_attempts_in_flight_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_in_flight_account" ON "login_attempts_in_flight" USING btree ("school_id","account");