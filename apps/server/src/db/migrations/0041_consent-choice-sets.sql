ALTER TABLE "consent_records" ALTER COLUMN "channel" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ALTER COLUMN "granted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_one_choice_or_all" CHECK (("consent_records"."choices" is null) = ("consent_records"."channel" is not null and "consent_records"."kind" is not null and "consent_records"."granted" is not null));--> statement-breakpoint
CREATE VIEW "consent_choices" AS
SELECT r."id", r."donor_id", r."channel", r."kind", r."granted", r."recorded_at", r."source", r."client_address", r."user_agent", r."staff_id"
FROM "consent_records" r WHERE r."choices" IS NULL
UNION ALL
SELECT r."id", r."donor_id", c."channel", c."kind", (r."choices" -> c."channel" ->> c."kind")::boolean, r."recorded_at", r."source",
  r."client_address", r."user_agent", r."staff_id"
FROM "consent_records" r
CROSS JOIN (VALUES ('email', 'rewards'), ('email', 'promotions'), ('email', 'reminders'), ('sms', 'rewards'), ('sms', 'promotions'),
  ('sms', 'reminders'), ('push', 'rewards'), ('push', 'promotions'), ('push', 'reminders')) AS c("channel", "kind")
WHERE r."choices" IS NOT NULL;
