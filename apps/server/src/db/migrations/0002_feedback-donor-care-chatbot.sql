CREATE TABLE "disabled_visit_feedback" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"days_to_complete" integer NOT NULL,
	"external_survey_url" text,
	"wheel_prizes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"title" jsonb NOT NULL,
	"additional_information" jsonb NOT NULL,
	"additional_feedback_label" jsonb NOT NULL,
	"empty_fields_error" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_feedback" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"additional_feedback" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"segments" jsonb NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"spun_at" timestamp with time zone,
	CONSTRAINT "wheel_spins_visit_id_unique" UNIQUE("visit_id")
);
--> statement-breakpoint
CREATE TABLE "donor_care_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_care_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid,
	"origin" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"is_follow_up" boolean NOT NULL,
	"event_date" date NOT NULL,
	"location_id" integer,
	"visit_id" uuid,
	"chatlog_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date,
	"donor_type" text,
	"primary_email" text,
	"primary_phone_number" jsonb,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"text" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_feedback" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"chatlog_id" uuid NOT NULL,
	"chat_preset_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disabled_visit_feedback" ADD CONSTRAINT "disabled_visit_feedback_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_survey_id_feedback_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."feedback_surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_screenshots" ADD CONSTRAINT "donor_care_screenshots_submission_id_donor_care_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."donor_care_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_submissions" ADD CONSTRAINT "donor_care_submissions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_submissions" ADD CONSTRAINT "donor_care_submissions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_care_submissions" ADD CONSTRAINT "donor_care_submissions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_logs" ADD CONSTRAINT "chat_logs_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presets" ADD CONSTRAINT "chat_presets_parent_id_chat_presets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_chatlog_id_chat_logs_id_fk" FOREIGN KEY ("chatlog_id") REFERENCES "public"."chat_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_chat_preset_id_chat_presets_id_fk" FOREIGN KEY ("chat_preset_id") REFERENCES "public"."chat_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_care_submissions_donor_idx" ON "donor_care_submissions" USING btree ("donor_id","seq");--> statement-breakpoint
CREATE INDEX "chat_presets_parent_idx" ON "chat_presets" USING btree ("parent_id","position");