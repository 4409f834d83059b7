-- Every process keeps the reference tables whole (decision 025). Whatever changes one tells every process through NOTIFY
-- when it commits, whichever code or tool made the change: payload the table's name on channel portal_reference_changed.
CREATE FUNCTION portal_notify_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_reference_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations FOR EACH STATEMENT
  EXECUTE FUNCTION portal_notify_reference_changed();
