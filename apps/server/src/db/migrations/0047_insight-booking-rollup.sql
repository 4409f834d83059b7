CREATE TABLE "insight_booking_hours" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"lead_hours" integer NOT NULL,
	"appointments" integer NOT NULL,
	"due" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"off_peak" integer NOT NULL,
	CONSTRAINT "insight_booking_hours_location_id_day_hour_lead_hours_pk" PRIMARY KEY("location_id","day","hour","lead_hours")
);
--> statement-breakpoint
CREATE TABLE "insight_offer_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"offered" integer NOT NULL,
	"accepted" integer NOT NULL,
	CONSTRAINT "insight_offer_days_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
ALTER TABLE "insight_booking_hours" ADD CONSTRAINT "insight_booking_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_offer_days" ADD CONSTRAINT "insight_offer_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_offers_location_start_idx" ON "waitlist_offers" USING btree ("location_id","starts_at");--> statement-breakpoint
-- Written by hand (decision 066): the days already rolled up have no rows in the two new tables, so every center's
-- mark is dropped and the next rollup run writes every past day again, all six tables together; until it has run,
-- the dashboards read those days live (correct, only slower).
DELETE FROM "insight_rollup_marks";
