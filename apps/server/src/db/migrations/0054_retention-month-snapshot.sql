CREATE TABLE "insight_retention_donor_months" (
	"donor_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"donations" integer[] NOT NULL,
	CONSTRAINT "insight_retention_donor_months_donor_id_location_id_month_pk" PRIMARY KEY("donor_id","location_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_retention_month_totals" (
	"location_id" integer NOT NULL,
	"preset" text NOT NULL,
	"month" date NOT NULL,
	"donations" integer NOT NULL,
	"donors" integer NOT NULL,
	CONSTRAINT "insight_retention_month_totals_location_id_preset_month_pk" PRIMARY KEY("location_id","preset","month")
);
--> statement-breakpoint
-- Decision 078: the job takes the snapshots again on its next run, with retention's month chart.
DELETE FROM insight_retention_anchors;
