CREATE TABLE "school_closed_periods" (
	"school_id" integer NOT NULL,
	"date" date NOT NULL,
	"jgn" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "school_closed_periods_school_id_date_jgn_pk" PRIMARY KEY("school_id","date","jgn")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"window_start" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"source" text NOT NULL,
	"staff_id" integer,
	"api_token_id" integer,
	"content" text,
	"encoding" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"lines_done" integer DEFAULT 0 NOT NULL,
	"lines_total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_runs_status" CHECK ("import_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "import_runs_source" CHECK ("import_runs"."source" in ('console', 'cli', 'feed'))
);
--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "yomi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "yomi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "yomi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_closed_periods" ADD CONSTRAINT "school_closed_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_closed_periods" ADD CONSTRAINT "school_closed_periods_period_fk" FOREIGN KEY ("school_id","jgn") REFERENCES "public"."class_periods"("school_id","jgn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "import_runs_school_created" ON "import_runs" USING btree ("school_id","created_at");