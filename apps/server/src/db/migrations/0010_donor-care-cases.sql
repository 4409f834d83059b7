CREATE TABLE "donor_care_case_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_care_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"submission_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" uuid,
	"escalated_at" timestamp with time zone,
	"language" "language" DEFAULT 'en' NOT NULL,
	"visitor_token_hash" text,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "donor_care_cases_number_unique" UNIQUE("number"),
	CONSTRAINT "donor_care_cases_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "donor_care_cases_visitor_token_hash_unique" UNIQUE("visitor_token_hash")
);
--> statement-breakpoint
ALTER TABLE "donor_care_case_messages" ADD CONSTRAINT "donor_care_case_messages_case_id_donor_care_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."donor_care_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_case_messages" ADD CONSTRAINT "donor_care_case_messages_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_cases" ADD CONSTRAINT "donor_care_cases_submission_id_donor_care_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."donor_care_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_cases" ADD CONSTRAINT "donor_care_cases_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_care_case_messages_case_idx" ON "donor_care_case_messages" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "donor_care_cases_status_idx" ON "donor_care_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donor_care_cases_assignee_idx" ON "donor_care_cases" USING btree ("assignee_id");--> statement-breakpoint
-- Every earlier request becomes a case (numbers in the order they came), its status carried over; the targets are its
-- first and fifth weekday (Eastern) after it came. Earlier visitors never got a link, so their cases have none.
INSERT INTO "donor_care_cases" ("submission_id", "status", "language", "first_response_due_at", "resolution_due_at", "resolved_at", "created_at", "updated_at")
SELECT s."id",
  CASE s."status" WHEN 'in_progress' THEN 'in_progress' WHEN 'answered' THEN 'resolved' ELSE 'new' END,
  COALESCE(d."language", 'en'),
  (SELECT s."created_at" + make_interval(days => k) FROM generate_series(1, 20) AS k
    WHERE extract(isodow FROM (s."created_at" + make_interval(days => k)) AT TIME ZONE 'America/New_York') < 6 ORDER BY k LIMIT 1),
  (SELECT s."created_at" + make_interval(days => k) FROM generate_series(1, 20) AS k
    WHERE extract(isodow FROM (s."created_at" + make_interval(days => k)) AT TIME ZONE 'America/New_York') < 6 ORDER BY k OFFSET 4 LIMIT 1),
  CASE WHEN s."status" = 'answered' THEN s."created_at" END,
  s."created_at",
  s."created_at"
FROM "donor_care_submissions" s LEFT JOIN "donors" d ON d."id" = s."donor_id"
ORDER BY s."seq";--> statement-breakpoint
ALTER TABLE "donor_care_submissions" DROP COLUMN "status";