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
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_chat_preset_id_chat_presets_id_fk" FOREIGN KEY ("chat_preset_id") REFERENCES "public"."chat_presets"("id") ON DELETE restrict ON UPDATE no action;