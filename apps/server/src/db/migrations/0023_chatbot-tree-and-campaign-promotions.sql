CREATE TABLE "chatbot_trees" (
	"id" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_presets" DROP CONSTRAINT "chat_presets_parent_id_chat_presets_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_records" DROP CONSTRAINT "chat_records_chat_preset_id_chat_presets_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_presets" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "promotion_id" text;--> statement-breakpoint
ALTER TABLE "chat_presets" ADD CONSTRAINT "chat_presets_parent_id_chat_presets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_presets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_chat_preset_id_chat_presets_id_fk" FOREIGN KEY ("chat_preset_id") REFERENCES "public"."chat_presets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A tree donors already use (a database from before the console) becomes the console's tree: published, version 1,
-- with a first revision, every node under its own id so donors' chat history keeps naming it (decision 030).
CREATE FUNCTION pg_temp.chat_node_fields(node uuid) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'id', p."id", 'text', p."text", 'description', p."description", 'isFeedback', p."is_feedback",
      'children', coalesce(
        (SELECT jsonb_agg(pg_temp.chat_node_fields(c."id") ORDER BY c."position", c."id") FROM "chat_presets" c WHERE c."parent_id" = p."id"),
        '[]'::jsonb))
    FROM "chat_presets" p WHERE p."id" = node);
END $$;--> statement-breakpoint
INSERT INTO "chatbot_trees" ("id", "fields", "published_at", "version", "published_version", "created_at")
SELECT 'chatbot', jsonb_build_object('root', pg_temp.chat_node_fields(p."id")), now(), 1, 1, now()
FROM "chat_presets" p WHERE p."parent_id" IS NULL ORDER BY p."position", p."id" LIMIT 1;--> statement-breakpoint
INSERT INTO "content_revisions" ("kind", "item_id", "version", "action", "snapshot", "saved_by", "saved_at")
SELECT 'chatbot', "id", 1, 'create',
  jsonb_build_object('fields', "fields", 'publishAt', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'expireAt', NULL, 'retiredAt', NULL),
  NULL, "published_at"
FROM "chatbot_trees";
