CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_email","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
-- The audit trail is evidence: no one, not an admin and not the application's own code, can
-- change or remove an entry. Only a database owner who drops these triggers could.
CREATE OR REPLACE FUNCTION dpms_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: an entry cannot be changed or deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION dpms_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION dpms_audit_append_only();
--> statement-breakpoint
-- Every change of a payment's status, whoever or whatever made it (a gateway notice, reconciliation,
-- an admin, expiry), is written to the trail in the same transaction, with the gateway's evidence
-- as the payment holds it then. The application may name the person acting for the transaction
-- (set_config('dpms.actor_id' / 'dpms.actor_email', ..., true)); otherwise the change was the
-- system's.
CREATE OR REPLACE FUNCTION dpms_audit_payment_status() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_log (actor_user_id, actor_email, action, target_type, target_id, details)
  VALUES (
    nullif(current_setting('dpms.actor_id', true), ''),
    nullif(current_setting('dpms.actor_email', true), ''),
    'payment.status',
    'payment',
    NEW.id::text,
    jsonb_strip_nulls(jsonb_build_object(
      'tranId', NEW.tran_id,
      'kind', NEW.kind,
      'item', NEW.item_name,
      'payer', NEW.payer_email,
      'before', OLD.status,
      'after', NEW.status,
      'amountPoisha', NEW.amount_poisha,
      'gatewayAmountPoisha', NEW.gateway_amount_poisha,
      'valId', NEW.val_id,
      'bankTranId', NEW.bank_tran_id,
      'cardType', NEW.card_type,
      'riskLevel', NEW.risk_level,
      'holdReason', NEW.hold_reason,
      'refundRefId', NEW.refund_ref_id,
      'refundReason', NEW.refund_reason
    ))
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_status_audit AFTER UPDATE OF status ON "payment"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION dpms_audit_payment_status();
