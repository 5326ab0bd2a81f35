CREATE TABLE "demo_gateway_transaction" (
	"tran_id" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
-- A payment's status entry carries the time of the move when the application names one for the
-- transaction (set_config('dpms.at', ..., true)), as it names the person acting: the demo seed
-- writes its months of history through the real payment code, each move at its own time
-- (decision 0046). Left unset, the entry is stamped with the database's now(), as before.
CREATE OR REPLACE FUNCTION dpms_audit_payment_status() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_log (actor_user_id, actor_email, action, target_type, target_id, details, created_at)
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
    )),
    coalesce(nullif(current_setting('dpms.at', true), '')::timestamptz, now())
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
