ALTER TABLE "referral_programs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_programs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_programs" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Programs that existed are live since they were created (the donor read now checks the window); the one offered is
-- the console's document `referral_program` (decision 033), with a first revision like anything it creates.
UPDATE "referral_programs" SET "published_at" = "created_at";--> statement-breakpoint
INSERT INTO "content_revisions" ("kind", "item_id", "version", "action", "snapshot", "saved_by", "saved_at")
SELECT 'document', 'referral_program', 1, 'create',
  jsonb_build_object('fields', "texts", 'publishAt', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'expireAt', NULL, 'retiredAt', NULL),
  NULL, "published_at"
FROM "referral_programs" WHERE "active" ORDER BY "created_at" DESC LIMIT 1;--> statement-breakpoint
-- Ingestion keeps the thank-you notification's and the deferral reasons' documents in each process (decision 033,
-- as the centers, decision 025): any change to the table they live in tells every process.
CREATE TRIGGER education_contents_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON education_contents FOR EACH STATEMENT
  EXECUTE FUNCTION portal_notify_reference_changed();
