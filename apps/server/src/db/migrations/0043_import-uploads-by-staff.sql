ALTER TABLE "import_jobs" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "lines_deleted_at" timestamp with time zone;