CREATE TABLE "vehicle_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"device_code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_latest_positions" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed_kmh" double precision,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision,
	"battery" double precision
);
--> statement-breakpoint
CREATE TABLE "vehicle_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed_kmh" double precision,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision,
	"battery" double precision
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"vehicle_cd" text NOT NULL,
	"name" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "vehicles_seats" CHECK ("vehicles"."seats" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "bus_runs" ADD COLUMN "vehicle_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_devices" ADD CONSTRAINT "vehicle_devices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_latest_positions" ADD CONSTRAINT "vehicle_latest_positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_latest_positions" ADD CONSTRAINT "vehicle_latest_positions_device_id_vehicle_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."vehicle_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_device_id_vehicle_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."vehicle_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_devices_code" ON "vehicle_devices" USING btree ("device_code");--> statement-breakpoint
CREATE INDEX "vehicle_devices_vehicle" ON "vehicle_devices" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_positions_vehicle_fix" ON "vehicle_positions" USING btree ("vehicle_id","fix_time");--> statement-breakpoint
CREATE INDEX "vehicle_positions_fix_time" ON "vehicle_positions" USING btree ("fix_time");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_school_cd" ON "vehicles" USING btree ("school_id","vehicle_cd");