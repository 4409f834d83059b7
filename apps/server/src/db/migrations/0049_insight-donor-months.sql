CREATE TABLE "insight_donor_months" (
	"donor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"location_id" integer NOT NULL,
	"entries" integer NOT NULL,
	"earned" bigint NOT NULL,
	"redeemed" bigint NOT NULL,
	"expired" bigint NOT NULL,
	"adjusted" bigint NOT NULL,
	"donations" integer NOT NULL,
	"last_id" bigint,
	"balance" integer,
	CONSTRAINT "insight_donor_months_donor_id_month_pk" PRIMARY KEY("donor_id","month")
);
--> statement-breakpoint
ALTER TABLE "insight_donor_months" ADD CONSTRAINT "insight_donor_months_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_donor_months" ADD CONSTRAINT "insight_donor_months_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_donor_months_location_month_idx" ON "insight_donor_months" USING btree ("location_id","month");--> statement-breakpoint
CREATE INDEX "points_ledger_created_idx" ON "points_ledger" USING btree ("created_at","donor_id","id","balance_after","kind","points");--> statement-breakpoint
-- Decision 069: a donor's rows recomputed from her ledger and donations, in the transaction that changed them. Her row in
-- `donors` is locked first (as `lockDonor` does for the ledger), so two transactions rebuild her months one after the
-- other and the later one reads what the earlier committed. The kinds are compared as text: a fresh database applies
-- every migration in one transaction, after the one that added `corrected` to the enum.
CREATE FUNCTION "insight_donor_months_rebuild"(donor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM donors WHERE id = ANY(donor_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM insight_donor_months WHERE donor_id = ANY(donor_ids);
  INSERT INTO insight_donor_months (donor_id, month, location_id, entries, earned, redeemed, expired, adjusted, donations, last_id, balance)
  WITH home AS (
    SELECT d.id AS donor_id, l.id AS location_id, l.timezone AS tz FROM donors d JOIN locations l ON l.id = d.home_location_id
     WHERE d.id = ANY(donor_ids)
  ), moves AS (
    SELECT h.donor_id, date_trunc('month', p.created_at AT TIME ZONE h.tz)::date AS month, count(*) AS entries,
           coalesce(sum(p.points) FILTER (WHERE p.kind::text IN ('earned', 'bonus')), 0) AS earned,
           coalesce(-sum(p.points) FILTER (WHERE p.kind::text IN ('redeemed', 'refunded')), 0) AS redeemed,
           coalesce(-sum(p.points) FILTER (WHERE p.kind::text = 'expired'), 0) AS expired,
           coalesce(sum(p.points) FILTER (WHERE p.kind::text IN ('adjusted', 'corrected')), 0) AS adjusted
      FROM home h JOIN points_ledger p ON p.donor_id = h.donor_id
     GROUP BY 1, 2
  ), gifts AS (
    SELECT h.donor_id, date_trunc('month', v.checkin_at AT TIME ZONE h.tz)::date AS month, count(*) AS donations
      FROM home h JOIN visits v ON v.donor_id = h.donor_id AND v.donated
     GROUP BY 1, 2
  ), months AS (
    SELECT donor_id, month FROM moves UNION SELECT donor_id, month FROM gifts
  )
  SELECT m.donor_id, m.month, h.location_id, coalesce(mv.entries, 0), coalesce(mv.earned, 0), coalesce(mv.redeemed, 0),
         coalesce(mv.expired, 0), coalesce(mv.adjusted, 0), coalesce(g.donations, 0), b.id, b.balance_after
    FROM months m
    JOIN home h ON h.donor_id = m.donor_id
    LEFT JOIN moves mv ON mv.donor_id = m.donor_id AND mv.month = m.month
    LEFT JOIN gifts g ON g.donor_id = m.donor_id AND g.month = m.month
    LEFT JOIN LATERAL (
      SELECT p.id, p.balance_after FROM points_ledger p
       WHERE p.donor_id = m.donor_id AND p.created_at < ((m.month + interval '1 month')::timestamp AT TIME ZONE h.tz)
       ORDER BY p.id DESC LIMIT 1
    ) b ON true;
END;
$$;
--> statement-breakpoint
-- A statement's new ledger entries added to their months (the hot path: ingestion, redemptions, bonuses, expiry), without
-- reading the donor's history: each (donor, local month) of the entries gets their sums, its row created if missing, and
-- every month row of hers ending after an entry takes the highest new id before its end if it beats her `last_id` (a
-- back-dated entry written later is the balance from its month on). Exact whatever the ids' order: the donors' rows are
-- locked first, and a created row reads its balance from the ledger itself.
CREATE FUNCTION "insight_donor_months_entries_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM donors WHERE id IN (SELECT donor_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO insight_donor_months AS m (donor_id, month, location_id, entries, earned, redeemed, expired, adjusted, donations, last_id, balance)
  SELECT g.donor_id, g.month, g.location_id, g.entries, g.earned, g.redeemed, g.expired, g.adjusted, 0, b.id, b.balance_after
    FROM (
      SELECT n.donor_id, date_trunc('month', n.created_at AT TIME ZONE l.timezone)::date AS month, l.id AS location_id,
             l.timezone AS tz, count(*) AS entries,
             coalesce(sum(n.points) FILTER (WHERE n.kind::text IN ('earned', 'bonus')), 0) AS earned,
             coalesce(-sum(n.points) FILTER (WHERE n.kind::text IN ('redeemed', 'refunded')), 0) AS redeemed,
             coalesce(-sum(n.points) FILTER (WHERE n.kind::text = 'expired'), 0) AS expired,
             coalesce(sum(n.points) FILTER (WHERE n.kind::text IN ('adjusted', 'corrected')), 0) AS adjusted
        FROM new_rows n JOIN donors d ON d.id = n.donor_id JOIN locations l ON l.id = d.home_location_id
       GROUP BY 1, 2, 3, 4
    ) g
    LEFT JOIN LATERAL (
      SELECT p.id, p.balance_after FROM points_ledger p
       WHERE p.donor_id = g.donor_id AND p.created_at < ((g.month + interval '1 month')::timestamp AT TIME ZONE g.tz)
       ORDER BY p.id DESC LIMIT 1
    ) b ON true
  ON CONFLICT (donor_id, month) DO UPDATE SET entries = m.entries + excluded.entries, earned = m.earned + excluded.earned,
    redeemed = m.redeemed + excluded.redeemed, expired = m.expired + excluded.expired,
    adjusted = m.adjusted + excluded.adjusted, last_id = excluded.last_id, balance = excluded.balance;
  UPDATE insight_donor_months m SET last_id = c.id, balance = c.balance_after
    FROM (
      SELECT DISTINCT ON (r.donor_id, r.month) r.donor_id, r.month, n.id, n.balance_after
        FROM new_rows n
        JOIN donors d ON d.id = n.donor_id JOIN locations l ON l.id = d.home_location_id
        JOIN insight_donor_months r ON r.donor_id = n.donor_id
         AND n.created_at < ((r.month + interval '1 month')::timestamp AT TIME ZONE l.timezone)
       ORDER BY r.donor_id, r.month, n.id DESC
    ) c
   WHERE m.donor_id = c.donor_id AND m.month = c.month AND (m.last_id IS NULL OR c.id > m.last_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A statement's new donated visits added to their months the same way (a created row reads the balance at its end).
CREATE FUNCTION "insight_donor_months_visits_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM donors WHERE id IN (SELECT donor_id FROM new_rows WHERE donated) ORDER BY id FOR NO KEY UPDATE;
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
-- An update or a delete rebuilds the donors of the changed ledger entries or visits (transition tables); for visits,
-- only a change to the donor, the donation or the check-in time (a check-out or a note leaves the figures as they are).
CREATE FUNCTION "insight_donor_months_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM insight_donor_months_rebuild(ARRAY(SELECT DISTINCT donor_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'visits' THEN
    PERFORM insight_donor_months_rebuild(ARRAY(
      SELECT o.donor_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.donor_id, o.donated, o.checkin_at) IS DISTINCT FROM (n.donor_id, n.donated, n.checkin_at)
      UNION
      SELECT n.donor_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.donor_id, o.donated, o.checkin_at) IS DISTINCT FROM (n.donor_id, n.donated, n.checkin_at)));
  ELSE
    PERFORM insight_donor_months_rebuild(ARRAY(SELECT donor_id FROM old_rows UNION SELECT donor_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_ledger_insert" AFTER INSERT ON "points_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_donor_months_entries_added();
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_ledger_update" AFTER UPDATE ON "points_ledger" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_donor_months_changed();
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_ledger_delete" AFTER DELETE ON "points_ledger" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_donor_months_changed();
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_visits_insert" AFTER INSERT ON "visits" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_donor_months_visits_added();
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_visits_update" AFTER UPDATE ON "visits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_donor_months_changed();
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_visits_delete" AFTER DELETE ON "visits" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_donor_months_changed();
--> statement-breakpoint
-- A new home center (or its new time zone) moves her months into that zone's calendar.
CREATE FUNCTION "insight_donor_months_home"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'donors' THEN
    PERFORM insight_donor_months_rebuild(ARRAY[NEW.id]);
  ELSE
    PERFORM insight_donor_months_rebuild(ARRAY(SELECT id FROM donors WHERE home_location_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_donor_home" AFTER UPDATE OF "home_location_id" ON "donors" FOR EACH ROW
  WHEN (OLD.home_location_id IS DISTINCT FROM NEW.home_location_id) EXECUTE FUNCTION insight_donor_months_home();
--> statement-breakpoint
CREATE TRIGGER "insight_donor_months_location_zone" AFTER UPDATE OF "timezone" ON "locations" FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION insight_donor_months_home();
--> statement-breakpoint
SELECT insight_donor_months_rebuild(ARRAY(SELECT id FROM donors WHERE home_location_id IS NOT NULL));
