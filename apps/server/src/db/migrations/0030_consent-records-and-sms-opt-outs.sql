CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"client_address" text,
	"user_agent" text,
	"staff_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_donor_idx" ON "consent_records" USING btree ("donor_id","channel","kind","recorded_at");--> statement-breakpoint
-- Choices made before the history began: one row per donor, channel and kind, as it stands, marked so.
INSERT INTO "consent_records" ("donor_id", "channel", "kind", "granted", "recorded_at", "source")
SELECT d."id", c."channel", k."kind", COALESCE((d."communication_preferences" -> c."channel" ->> k."kind")::boolean, false), d."created_at", 'before-history'
FROM "donors" d
CROSS JOIN (VALUES ('email'), ('sms'), ('push')) AS c("channel")
CROSS JOIN (VALUES ('rewards'), ('promotions'), ('reminders')) AS k("kind");
