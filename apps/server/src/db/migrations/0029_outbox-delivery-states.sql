ALTER TABLE "messages_outbox" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_outbox_dedupe_key_idx" ON "messages_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_outbox_provider_message_id_idx" ON "messages_outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_outbox_due_idx" ON "messages_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
-- Messages recorded before delivery was tracked: sent if a provider took them, otherwise failed (never tried again).
UPDATE "messages_outbox" SET "state" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' ELSE 'failed' END, "state_changed_at" = COALESCE("sent_at", "created_at");
