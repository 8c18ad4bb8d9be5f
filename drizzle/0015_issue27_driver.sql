CREATE TABLE "driver_taps" (
	"tap_id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"reservation_id" integer,
	"action" text NOT NULL,
	"tapped_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_taps_action" CHECK (("driver_taps"."reservation_id" is null and "driver_taps"."action" in ('depart', 'end'))
        or ("driver_taps"."reservation_id" is not null and "driver_taps"."action" in ('boarded', 'absent', 'unconfirmed')))
);
--> statement-breakpoint
CREATE TABLE "ride_boardings" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"state" text NOT NULL,
	"tapped_at" timestamp with time zone NOT NULL,
	"device_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ride_boardings_state" CHECK ("ride_boardings"."state" in ('boarded', 'absent', 'unconfirmed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_one_holder";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "not_riding_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_devices" ADD COLUMN "sign_in_code_hash" text;--> statement-breakpoint
ALTER TABLE "vehicle_devices" ADD COLUMN "sign_in_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_latest_positions" ADD COLUMN "source" text DEFAULT 'osmand' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD COLUMN "source" text DEFAULT 'osmand' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_taps" ADD CONSTRAINT "driver_taps_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_taps" ADD CONSTRAINT "driver_taps_device_id_vehicle_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."vehicle_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_taps" ADD CONSTRAINT "driver_taps_run_id_bus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bus_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_taps" ADD CONSTRAINT "driver_taps_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_boardings" ADD CONSTRAINT "ride_boardings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_boardings" ADD CONSTRAINT "ride_boardings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_boardings" ADD CONSTRAINT "ride_boardings_run_id_bus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bus_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_boardings" ADD CONSTRAINT "ride_boardings_device_id_vehicle_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."vehicle_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_taps_run" ON "driver_taps" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "ride_boardings_run" ON "ride_boardings" USING btree ("run_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_id_vehicle_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."vehicle_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_device" ON "sessions" USING btree ("device_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_holder" CHECK (num_nonnulls("sessions"."learner_id", "sessions"."staff_id", "sessions"."device_id") = 1);