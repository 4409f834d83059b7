-- Every process keeps the articles and promotions donors may see (decision 037, on decision 025's channel): any change
-- to either table tells every process.
CREATE TRIGGER news_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news FOR EACH STATEMENT
  EXECUTE FUNCTION portal_notify_reference_changed();
--> statement-breakpoint
CREATE TRIGGER promotions_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions FOR EACH STATEMENT
  EXECUTE FUNCTION portal_notify_reference_changed();
