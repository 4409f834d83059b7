ALTER TABLE "education_contents" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "education_contents" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "education_contents" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "education_contents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_content" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_content" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_content" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_content" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Documents that existed before the console have been live since they were written: published now (the tables kept
-- no creation time), version 1, with a first revision like anything the console creates (decision 019).
UPDATE "education_contents" SET "published_at" = now();--> statement-breakpoint
UPDATE "reward_content" SET "published_at" = now();--> statement-breakpoint
INSERT INTO "content_revisions" ("kind", "item_id", "version", "action", "snapshot", "saved_by", "saved_at")
SELECT 'document', "key", 1, 'create',
  jsonb_build_object('fields', "content", 'publishAt', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'expireAt', NULL, 'retiredAt', NULL),
  NULL, "published_at"
FROM "education_contents";--> statement-breakpoint
INSERT INTO "content_revisions" ("kind", "item_id", "version", "action", "snapshot", "saved_by", "saved_at")
SELECT 'document', "kind"::text, 1, 'create',
  jsonb_build_object('fields', "body", 'publishAt', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'expireAt', NULL, 'retiredAt', NULL),
  NULL, "published_at"
FROM "reward_content";
