-- Every change that alters what visitors see (events, clubs, announcements, the home counts, a
-- seat taken or freed) is announced on the channel dpms_public, after commit. Each server
-- instance listens and drops its in-memory copies of the public reads (plugins/public-cache.ts).
CREATE OR REPLACE FUNCTION dpms_notify_public_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('dpms_public', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tour_public_change AFTER INSERT OR UPDATE OR DELETE ON "tour"
  FOR EACH STATEMENT EXECUTE FUNCTION dpms_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER club_public_change AFTER INSERT OR UPDATE OR DELETE ON "club"
  FOR EACH STATEMENT EXECUTE FUNCTION dpms_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER announcement_public_change AFTER INSERT OR UPDATE OR DELETE ON "announcement"
  FOR EACH STATEMENT EXECUTE FUNCTION dpms_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER user_public_change AFTER INSERT OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION dpms_notify_public_change();
--> statement-breakpoint
-- A seat is taken or freed only when a payment enters or leaves `paid`.
CREATE TRIGGER payment_public_change AFTER UPDATE OF status ON "payment"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND 'paid' IN (OLD.status, NEW.status))
  EXECUTE FUNCTION dpms_notify_public_change();
