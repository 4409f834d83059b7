CREATE TABLE "insight_retention_anchors" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"timezone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_retention_donors" (
	"donor_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"a30" boolean NOT NULL,
	"a60" boolean NOT NULL,
	"a90" boolean NOT NULL,
	"n30" integer NOT NULL,
	CONSTRAINT "insight_retention_donors_donor_id_location_id_pk" PRIMARY KEY("donor_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "insight_retention_months" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"donations" integer NOT NULL,
	"donors" integer NOT NULL,
	CONSTRAINT "insight_retention_months_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_retention_totals" (
	"location_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"active30" integer NOT NULL,
	"active60" integer NOT NULL,
	"active90" integer NOT NULL,
	"lapsed" integer NOT NULL,
	"donations30" integer NOT NULL,
	CONSTRAINT "insight_retention_totals_location_id_tier_pk" PRIMARY KEY("location_id","tier")
);
--> statement-breakpoint
CREATE TABLE "insight_retention_touched" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_retention_anchors" ADD CONSTRAINT "insight_retention_anchors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 076: every path that changes a donor's donations (a statement's new donated visits, a correction, a delete,
-- the rebuild) reads her latest donations again through this function; it now also notes her as changed since the
-- retention snapshot, in the same transaction.
CREATE OR REPLACE FUNCTION "insight_donor_latest_refresh"(donor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_donor_latest AS t (donor_id, latest)
  SELECT d.id, r.latest FROM unnest(donor_ids) AS d(id)
   CROSS JOIN LATERAL (
     SELECT array(SELECT v.checkin_at FROM visits v WHERE v.donor_id = d.id AND v.donated ORDER BY v.checkin_at DESC LIMIT 90) AS latest
   ) r
  ON CONFLICT (donor_id) DO UPDATE SET latest = excluded.latest;
  INSERT INTO insight_retention_touched (donor_id) SELECT unnest(donor_ids);
END;
$$;
