-- Seats are also taken and freed outside a payment's moves into and out of `paid` (0006 announced
-- only those): refunding a held payment takes a seat until the gateway has the refund, storing the
-- refund's reference frees it (payments/seats.ts), and a live waiting-list offer holds one
-- (tours/queries.ts). Announce those too, so that every instance drops its visitors' copies.
DROP TRIGGER IF EXISTS payment_public_change ON "payment";
--> statement-breakpoint
CREATE TRIGGER payment_public_change AFTER UPDATE OF status, refund_ref_id ON "payment"
  FOR EACH ROW WHEN (
    (OLD.status IS DISTINCT FROM NEW.status OR OLD.refund_ref_id IS DISTINCT FROM NEW.refund_ref_id)
    AND ('paid' IN (OLD.status, NEW.status) OR 'refund_pending' IN (OLD.status, NEW.status))
  )
  EXECUTE FUNCTION dpms_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER waiting_list_entry_public_change AFTER INSERT OR UPDATE OR DELETE ON "waiting_list_entry"
  FOR EACH STATEMENT EXECUTE FUNCTION dpms_notify_public_change();
