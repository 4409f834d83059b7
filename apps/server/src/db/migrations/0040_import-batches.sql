CREATE TABLE "import_batches" (
	"import_id" uuid NOT NULL,
	"first_line" integer NOT NULL,
	"lines" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"refused" integer NOT NULL,
	CONSTRAINT "import_batches_import_id_first_line_pk" PRIMARY KEY("import_id","first_line")
);
--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_import_id_import_jobs_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;