CREATE TABLE "donor_deferrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"reason_en" text NOT NULL,
	"reason_es" text NOT NULL,
	"deferred_at" timestamp with time zone NOT NULL,
	"until" date,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "education_contents" (
	"key" text NOT NULL,
	"lang" "language" NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "education_contents_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "screening_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"check_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"outcome" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "screening_attempts_donor_check_unique" UNIQUE("donor_id","check_id")
);
--> statement-breakpoint
CREATE TABLE "screening_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donor_deferrals" ADD CONSTRAINT "donor_deferrals_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_attempts" ADD CONSTRAINT "screening_attempts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_attempts" ADD CONSTRAINT "screening_attempts_check_id_screening_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."screening_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_deferrals_donor_idx" ON "donor_deferrals" USING btree ("donor_id","deferred_at");--> statement-breakpoint
CREATE INDEX "screening_checks_kind_active_idx" ON "screening_checks" USING btree ("kind","active");