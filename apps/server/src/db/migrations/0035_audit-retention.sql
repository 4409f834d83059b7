-- Issue 34: the audit trail stays append-only, except that the retention job may delete rows older than the cutoff it
-- names for its own transaction (`set_config('portal.audit_retention_before', …, true)`): no other query, and no row
-- younger than AUDIT_RETENTION_DAYS, can be removed; updates and truncation stay refused.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('portal.audit_retention_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND cutoff <> '' AND OLD.at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
