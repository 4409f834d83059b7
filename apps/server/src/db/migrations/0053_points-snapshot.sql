CREATE TABLE "insight_points_donors" (
	"donor_id" uuid PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"balance" integer NOT NULL,
	"earned" bigint[] NOT NULL,
	"redeemed" bigint[] NOT NULL,
	"expired" bigint[] NOT NULL,
	"adjusted" bigint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_points_months" (
	"location_id" integer NOT NULL,
	"preset" text NOT NULL,
	"month" text NOT NULL,
	"entries" integer NOT NULL,
	"earned" bigint NOT NULL,
	"redeemed" bigint NOT NULL,
	"expired" bigint NOT NULL,
	"adjusted" bigint NOT NULL,
	CONSTRAINT "insight_points_months_location_id_preset_month_pk" PRIMARY KEY("location_id","preset","month")
);
--> statement-breakpoint
CREATE TABLE "insight_points_totals" (
	"location_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"preset" text NOT NULL,
	"holders" integer NOT NULL,
	"balance" bigint NOT NULL,
	"earned" bigint NOT NULL,
	"redeemed" bigint NOT NULL,
	"expired" bigint NOT NULL,
	"adjusted" bigint NOT NULL,
	CONSTRAINT "insight_points_totals_location_id_preset_tier_pk" PRIMARY KEY("location_id","preset","tier")
);
--> statement-breakpoint
CREATE TABLE "insight_points_touched" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL,
	"ledger_id" bigint
);
--> statement-breakpoint
-- Decision 077: each new ledger entry is noted with its donor in the writer's transaction, so a read adds it to the
-- points snapshot's months and reads its donor live; an entry changed or removed (the ledger is append-only: a deleted
-- donor's) or a home center changed notes no entry, which sets the snapshot aside until the job takes it again.
CREATE FUNCTION "insight_points_touched_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_points_touched (donor_id, ledger_id) SELECT donor_id, id FROM new_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "insight_points_touched_aside"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'donors' THEN
    INSERT INTO insight_points_touched (donor_id) VALUES (NEW.id);
  ELSE
    INSERT INTO insight_points_touched (donor_id) SELECT DISTINCT donor_id FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "insight_points_touched_ledger_insert" AFTER INSERT ON "points_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_points_touched_entries();
--> statement-breakpoint
CREATE TRIGGER "insight_points_touched_ledger_update" AFTER UPDATE ON "points_ledger" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_points_touched_aside();
--> statement-breakpoint
CREATE TRIGGER "insight_points_touched_ledger_delete" AFTER DELETE ON "points_ledger" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_points_touched_aside();
--> statement-breakpoint
CREATE TRIGGER "insight_points_touched_donor_home" AFTER UPDATE OF "home_location_id" ON "donors" FOR EACH ROW
  WHEN (OLD.home_location_id IS DISTINCT FROM NEW.home_location_id) EXECUTE FUNCTION insight_points_touched_aside();
--> statement-breakpoint
-- The job takes both snapshots again on its next run.
DELETE FROM insight_retention_anchors;
