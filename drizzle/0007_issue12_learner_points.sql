ALTER TABLE "stops" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "deleted_at" timestamp with time zone;