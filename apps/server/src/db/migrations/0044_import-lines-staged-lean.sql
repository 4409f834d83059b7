ALTER TABLE "import_lines" DROP CONSTRAINT "import_lines_import_id_import_jobs_id_fk";
--> statement-breakpoint
DROP INDEX "import_lines_pending_idx";