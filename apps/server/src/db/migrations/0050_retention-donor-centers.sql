CREATE TABLE "insight_donor_centers" (
	"donor_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"last_donated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_donor_centers_donor_id_location_id_pk" PRIMARY KEY("donor_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "insight_donor_latest" (
	"donor_id" uuid PRIMARY KEY NOT NULL,
	"latest" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_donor_centers" ADD CONSTRAINT "insight_donor_centers_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_donor_centers" ADD CONSTRAINT "insight_donor_centers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_donor_latest" ADD CONSTRAINT "insight_donor_latest_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_donor_centers_location_last_idx" ON "insight_donor_centers" USING btree ("location_id","last_donated_at","donor_id");
--> statement-breakpoint
-- Decision 071: a donor's latest donations at any center, newest first, as many as the highest tier's threshold (90:
-- `membershipTiers`, checked by `insights-retention-centers.test.ts`), read from `visits_donor_donated_idx`.
CREATE FUNCTION "insight_donor_latest_refresh"(donor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_donor_latest AS t (donor_id, latest)
  SELECT d.id, r.latest FROM unnest(donor_ids) AS d(id)
   CROSS JOIN LATERAL (
     SELECT array(SELECT v.checkin_at FROM visits v WHERE v.donor_id = d.id AND v.donated ORDER BY v.checkin_at DESC LIMIT 90) AS latest
   ) r
  ON CONFLICT (donor_id) DO UPDATE SET latest = excluded.latest;
END;
$$;
--> statement-breakpoint
-- Decision 071: a donor's rows recomputed from her donations, in the transaction that changed them, after her row in
-- `donors` is locked (as decision 069's rebuild does), so two transactions rebuild her rows one after the other and the
-- later one reads what the earlier committed.
CREATE FUNCTION "insight_donor_donations_rebuild"(donor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM donors WHERE id = ANY(donor_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM insight_donor_centers WHERE donor_id = ANY(donor_ids);
  INSERT INTO insight_donor_centers (donor_id, location_id, last_donated_at)
  SELECT donor_id, location_id, max(checkin_at) FROM visits WHERE donor_id = ANY(donor_ids) AND donated GROUP BY 1, 2;
  PERFORM insight_donor_latest_refresh(donor_ids);
END;
$$;
--> statement-breakpoint
-- A statement's new donated visits (the hot path: ingestion, imports): decision 069's trigger, which already locks their
-- donors, now also moves each donor's last donation at the center forward (an earlier, back-dated one leaves it) and
-- reads her latest donations again (at most 90 index entries).
CREATE OR REPLACE FUNCTION "insight_donor_months_visits_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM donors WHERE id IN (SELECT donor_id FROM new_rows WHERE donated) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO insight_donor_centers AS c (donor_id, location_id, last_donated_at)
  SELECT donor_id, location_id, max(checkin_at) FROM new_rows WHERE donated GROUP BY 1, 2
  ON CONFLICT (donor_id, location_id) DO UPDATE SET last_donated_at = greatest(c.last_donated_at, excluded.last_donated_at);
  PERFORM insight_donor_latest_refresh(ARRAY(SELECT DISTINCT donor_id FROM new_rows WHERE donated));
  INSERT INTO insight_donor_months AS m (donor_id, month, location_id, entries, earned, redeemed, expired, adjusted, donations, last_id, balance)
  SELECT g.donor_id, g.month, g.location_id, 0, 0, 0, 0, 0, g.donations, b.id, b.balance_after
    FROM (
      SELECT n.donor_id, date_trunc('month', n.checkin_at AT TIME ZONE l.timezone)::date AS month, l.id AS location_id,
             l.timezone AS tz, count(*) AS donations
        FROM new_rows n JOIN donors d ON d.id = n.donor_id JOIN locations l ON l.id = d.home_location_id
       WHERE n.donated
       GROUP BY 1, 2, 3, 4
    ) g
    LEFT JOIN LATERAL (
      SELECT p.id, p.balance_after FROM points_ledger p
       WHERE p.donor_id = g.donor_id AND p.created_at < ((g.month + interval '1 month')::timestamp AT TIME ZONE g.tz)
       ORDER BY p.id DESC LIMIT 1
    ) b ON true
  ON CONFLICT (donor_id, month) DO UPDATE SET donations = m.donations + excluded.donations;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update or a delete: as decision 069, and for visits the donors whose donation, its center, its check-in or its donor
-- changed (a check-out or a note leaves both rollups as they are) get their centers' rows rebuilt too.
CREATE OR REPLACE FUNCTION "insight_donor_months_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM insight_donor_months_rebuild(ARRAY(SELECT DISTINCT donor_id FROM old_rows));
    IF TG_TABLE_NAME = 'visits' THEN
      PERFORM insight_donor_donations_rebuild(ARRAY(SELECT DISTINCT donor_id FROM old_rows WHERE donated));
    END IF;
  ELSIF TG_TABLE_NAME = 'visits' THEN
    PERFORM insight_donor_months_rebuild(ARRAY(
      SELECT o.donor_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.donor_id, o.donated, o.checkin_at) IS DISTINCT FROM (n.donor_id, n.donated, n.checkin_at)
      UNION
      SELECT n.donor_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.donor_id, o.donated, o.checkin_at) IS DISTINCT FROM (n.donor_id, n.donated, n.checkin_at)));
    PERFORM insight_donor_donations_rebuild(ARRAY(
      SELECT o.donor_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.donated OR n.donated)
         AND (o.donor_id, o.location_id, o.donated, o.checkin_at) IS DISTINCT FROM (n.donor_id, n.location_id, n.donated, n.checkin_at)
      UNION
      SELECT n.donor_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.donated OR n.donated)
         AND (o.donor_id, o.location_id, o.donated, o.checkin_at) IS DISTINCT FROM (n.donor_id, n.location_id, n.donated, n.checkin_at)));
  ELSE
    PERFORM insight_donor_months_rebuild(ARRAY(SELECT donor_id FROM old_rows UNION SELECT donor_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO insight_donor_centers (donor_id, location_id, last_donated_at)
SELECT donor_id, location_id, max(checkin_at) FROM visits WHERE donated GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO insight_donor_latest (donor_id, latest)
SELECT donor_id, (array_agg(checkin_at ORDER BY checkin_at DESC))[1:90] FROM visits WHERE donated GROUP BY donor_id;
