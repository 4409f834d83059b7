CREATE TABLE "staff_group_mappings" (
	"group_value" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"center_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "break_glass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_oidc_subject_unique" UNIQUE("oidc_subject");