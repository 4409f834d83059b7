-- Every process keeps the live sessions it has read in a cache (decision 021). Whatever ends a session, or changes
-- what a staff session may do, tells every process through NOTIFY when it commits, whichever code or tool made the
-- change: payload 'session:<id>', 'staffSession:<id>' or 'staff:<staff member id>' on channel portal_session_revoked.
CREATE FUNCTION portal_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_session_revoked', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_staff_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_session_revoked', 'staff:' || NEW.staff_id);
  ELSIF TG_TABLE_NAME = 'staff_centers' THEN
    PERFORM pg_notify('portal_session_revoked', 'staff:' || OLD.staff_id);
    IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('portal_session_revoked', 'staff:' || NEW.staff_id); END IF;
  ELSE
    PERFORM pg_notify('portal_session_revoked', 'staff:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notice AFTER UPDATE OF revoked_at, donor_id, created_at ON sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.donor_id IS DISTINCT FROM OLD.donor_id OR NEW.created_at IS DISTINCT FROM OLD.created_at)
  EXECUTE FUNCTION portal_notify_session_revoked('session');
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION portal_notify_session_revoked('session');
--> statement-breakpoint
CREATE TRIGGER staff_sessions_revoked_notice AFTER UPDATE OF revoked_at, staff_id, created_at ON staff_sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.staff_id IS DISTINCT FROM OLD.staff_id OR NEW.created_at IS DISTINCT FROM OLD.created_at)
  EXECUTE FUNCTION portal_notify_session_revoked('staffSession');
--> statement-breakpoint
CREATE TRIGGER staff_sessions_deleted_notice AFTER DELETE ON staff_sessions FOR EACH ROW EXECUTE FUNCTION portal_notify_session_revoked('staffSession');
--> statement-breakpoint
CREATE TRIGGER staff_members_changed_notice AFTER UPDATE OF role, deactivated_at, totp_secret ON staff_members FOR EACH ROW
  WHEN (NEW.role IS DISTINCT FROM OLD.role OR NEW.deactivated_at IS DISTINCT FROM OLD.deactivated_at OR NEW.totp_secret IS DISTINCT FROM OLD.totp_secret)
  EXECUTE FUNCTION portal_notify_staff_changed();
--> statement-breakpoint
CREATE TRIGGER staff_members_deleted_notice AFTER DELETE ON staff_members FOR EACH ROW EXECUTE FUNCTION portal_notify_staff_changed();
--> statement-breakpoint
CREATE TRIGGER staff_centers_changed_notice AFTER INSERT OR UPDATE OR DELETE ON staff_centers FOR EACH ROW EXECUTE FUNCTION portal_notify_staff_changed();
