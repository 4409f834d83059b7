-- Every process keeps the rewards copy (membership rules, balance page, how rewards work, fee guides) whole, as it
-- keeps the education store (decision 036, on decision 025's channel): any change to the table tells every process.
CREATE TRIGGER reward_content_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reward_content FOR EACH STATEMENT
  EXECUTE FUNCTION portal_notify_reference_changed();
