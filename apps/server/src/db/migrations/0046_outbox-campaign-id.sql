ALTER TABLE "messages_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
CREATE INDEX "messages_outbox_campaign_idx" ON "messages_outbox" USING btree ("campaign_id","channel","state") WHERE "messages_outbox"."campaign_id" is not null;--> statement-breakpoint
-- The messages campaigns sent before this column: found once by their dedupe key, `campaign:<id>:…` (decision 065).
-- After the index: an update of an indexed column leaves no HOT chain that would keep a later-built index unused by
-- the transactions already running (`indcheckxmin`).
UPDATE "messages_outbox" AS o SET "campaign_id" = c."id" FROM "campaigns" AS c
 WHERE o."dedupe_key" LIKE 'campaign:%' AND split_part(o."dedupe_key", ':', 2) = c."id"::text;
