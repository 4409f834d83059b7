CREATE TABLE "insight_center_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	"donations" integer NOT NULL,
	"first_donations" integer NOT NULL,
	"deferrals" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	CONSTRAINT "insight_center_days_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_dirty_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_dirty_days_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_first_donations" (
	"location_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"second_day" date,
	"donors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_rollup_marks" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"through_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_center_days" ADD CONSTRAINT "insight_center_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_dirty_days" ADD CONSTRAINT "insight_dirty_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_first_donations" ADD CONSTRAINT "insight_first_donations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_rollup_marks" ADD CONSTRAINT "insight_rollup_marks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_first_donations_day_idx" ON "insight_first_donations" USING btree ("location_id","first_day");