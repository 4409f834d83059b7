CREATE TABLE "staff_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Pending enrolments stored before secrets were sealed are dropped (the member starts enrolling again); enrolled
-- secrets are sealed by the server at start-up (features/staff/totp-secrets.ts), which holds the key.
UPDATE "staff_members" SET "totp_pending_secret" = NULL WHERE "totp_pending_secret" NOT LIKE 'v1.%';
