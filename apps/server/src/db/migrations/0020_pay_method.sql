ALTER TABLE "payment" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_pay_method_check" CHECK ("payment"."pay_method" is null or "payment"."pay_method" in ('bkash', 'nagad', 'rocket', 'card', 'all'));--> statement-breakpoint
-- The method the student chose at checkout (decision 0050) joins the gateway's evidence in each
-- payment status entry of the trail, beside card_type (what the gateway says was used). The rest
-- is 0018's function as it was.
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
      'payMethod', NEW.pay_method,
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
