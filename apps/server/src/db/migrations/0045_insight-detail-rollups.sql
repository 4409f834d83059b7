CREATE TABLE "insight_deferral_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"code" text,
	"deferrals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visit_minutes" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"booked" boolean NOT NULL,
	"minutes" integer NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "insight_visit_minutes_location_id_day_hour_booked_minutes_pk" PRIMARY KEY("location_id","day","hour","booked","minutes")
);
--> statement-breakpoint
ALTER TABLE "insight_deferral_days" ADD CONSTRAINT "insight_deferral_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_visit_minutes" ADD CONSTRAINT "insight_visit_minutes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_deferral_days_day_idx" ON "insight_deferral_days" USING btree ("location_id","day");--> statement-breakpoint
-- Written by hand (decision 064): the days already rolled up have no rows in the two new tables, so every center's
-- mark is dropped and the next rollup run writes every past day again, all four tables together; until it has run,
-- the dashboards read those days live (correct, only slower).
DELETE FROM "insight_rollup_marks";
