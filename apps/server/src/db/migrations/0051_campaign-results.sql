CREATE TABLE "insight_campaign_results" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"notified" integer NOT NULL,
	"booked" integer NOT NULL,
	"donated" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_campaign_results" ADD CONSTRAINT "insight_campaign_results_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_campaign_opened_idx" ON "notifications" USING btree ("campaign_id") WHERE "notifications"."campaign_id" is not null and "notifications"."read_at" is not null;