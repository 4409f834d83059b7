-- One bilingual shape for stored content: every donor-facing text becomes a jsonb {"en", "es"}. The DDL is
-- drizzle-kit's; the statements that move the existing data (new columns filled before NOT NULL, per-language
-- rows folded into one row per key) are written by hand and tested in bilingual-migration.test.ts.
ALTER TABLE "notifications" ADD COLUMN "title" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;--> statement-breakpoint
UPDATE "notifications" SET "title" = jsonb_build_object('en', "title_en", 'es', "title_es"), "message" = jsonb_build_object('en', "message_en", 'es', "message_es");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title_es";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message_en";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message_es";--> statement-breakpoint
ALTER TABLE "donor_deferrals" ADD COLUMN "reason" jsonb;--> statement-breakpoint
UPDATE "donor_deferrals" SET "reason" = jsonb_build_object('en', "reason_en", 'es', "reason_es");--> statement-breakpoint
ALTER TABLE "donor_deferrals" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_deferrals" DROP COLUMN "reason_en";--> statement-breakpoint
ALTER TABLE "donor_deferrals" DROP COLUMN "reason_es";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" jsonb;--> statement-breakpoint
UPDATE "products" SET "name" = jsonb_build_object('en', "name_en", 'es', "name_es"), "description" = jsonb_build_object('en', "description_en", 'es', "description_es");--> statement-breakpoint
-- A product type {code, en, es} becomes {code, label: {en, es}}, in the same order.
UPDATE "products" SET "types" = coalesce((SELECT jsonb_agg(jsonb_build_object('code', t."type"->'code', 'label', jsonb_build_object('en', t."type"->'en', 'es', t."type"->'es')) ORDER BY t."position") FROM jsonb_array_elements("products"."types") WITH ORDINALITY AS t("type", "position")), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_es";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_es";--> statement-breakpoint
-- One row per key and language becomes one row per key holding both documents; a language stored alone
-- stands in for the missing one (what a donor of that language was shown before: nothing would be worse).
UPDATE "education_contents" AS e SET "content" = jsonb_build_object('en', coalesce(f."by_lang"->'en', f."by_lang"->'es'), 'es', coalesce(f."by_lang"->'es', f."by_lang"->'en')) FROM (SELECT "key", jsonb_object_agg("lang"::text, "content") AS "by_lang" FROM "education_contents" GROUP BY "key") AS f WHERE f."key" = e."key";--> statement-breakpoint
DELETE FROM "education_contents" AS a USING "education_contents" AS b WHERE a."key" = b."key" AND a."lang" > b."lang";--> statement-breakpoint
ALTER TABLE "education_contents" DROP CONSTRAINT "education_contents_key_lang_pk";--> statement-breakpoint
ALTER TABLE "education_contents" DROP COLUMN "lang";--> statement-breakpoint
ALTER TABLE "education_contents" ADD PRIMARY KEY ("key");--> statement-breakpoint
UPDATE "reward_content" AS r SET "body" = jsonb_build_object('en', coalesce(f."by_lang"->'en', f."by_lang"->'es'), 'es', coalesce(f."by_lang"->'es', f."by_lang"->'en')) FROM (SELECT "kind", jsonb_object_agg("language"::text, "body") AS "by_lang" FROM "reward_content" GROUP BY "kind") AS f WHERE f."kind" = r."kind";--> statement-breakpoint
DELETE FROM "reward_content" AS a USING "reward_content" AS b WHERE a."kind" = b."kind" AND a."language" > b."language";--> statement-breakpoint
ALTER TABLE "reward_content" DROP CONSTRAINT "reward_content_kind_language_pk";--> statement-breakpoint
ALTER TABLE "reward_content" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "reward_content" ADD PRIMARY KEY ("kind");
