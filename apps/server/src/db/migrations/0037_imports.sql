CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"state" text NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"center_ids" integer[],
	"header" text,
	"total_lines" integer DEFAULT 0 NOT NULL,
	"processed_lines" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_lines" (
	"import_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"raw" text,
	"outcome" text,
	"reason_field" text,
	"reason_code" text,
	CONSTRAINT "import_lines_import_id_line_no_pk" PRIMARY KEY("import_id","line_no")
);
--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_import_id_import_jobs_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_state_idx" ON "import_jobs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "import_lines_pending_idx" ON "import_lines" USING btree ("import_id","line_no") WHERE "import_lines"."outcome" is null;