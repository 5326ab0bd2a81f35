CREATE TABLE "discount_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount_poisha" integer,
	"scope" text NOT NULL,
	"tour_id" uuid,
	"club_id" uuid,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"ends_on" text NOT NULL,
	"student_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_code_kind_check" CHECK ("discount_code"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_code_value_check" CHECK (("discount_code"."kind" = 'percent' and "discount_code"."percent" between 1 and 90 and "discount_code"."amount_poisha" is null)
       or ("discount_code"."kind" = 'amount' and "discount_code"."amount_poisha" > 0 and "discount_code"."percent" is null)),
	CONSTRAINT "discount_code_scope_check" CHECK (("discount_code"."scope" = 'all' and "discount_code"."tour_id" is null and "discount_code"."club_id" is null)
       or ("discount_code"."scope" = 'tour' and "discount_code"."tour_id" is not null and "discount_code"."club_id" is null)
       or ("discount_code"."scope" = 'club' and "discount_code"."club_id" is not null and "discount_code"."tour_id" is null)),
	CONSTRAINT "discount_code_uses_check" CHECK ("discount_code"."uses" >= 0 and "discount_code"."uses" <= "discount_code"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_amount_check";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "discount_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "waived_by" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "waived_by_name" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_club_id_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."club"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_waived_by_user_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_discount_code_idx" ON "payment" USING btree ("discount_code_id","user_id") WHERE "payment"."discount_code_id" is not null;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_discount_check" CHECK ("payment"."discount_poisha" >= 0 and ("payment"."discount_poisha" = 0 or "payment"."discount_code_id" is not null or "payment"."waiver_reason" is not null));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_amount_check" CHECK ("payment"."amount_poisha" > 0 or ("payment"."amount_poisha" = 0 and "payment"."waiver_reason" is not null));--> statement-breakpoint
-- A payment's discount code and its reduction, or its waiver (the admin and the reason), join
-- the evidence in each payment status entry of the trail (decision 0051). The rest is 0020's
-- function as it was.
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
      'discountCode', NEW.discount_code,
      'discountPoisha', nullif(NEW.discount_poisha, 0),
      'waivedBy', NEW.waived_by_name,
      'waiverReason', NEW.waiver_reason,
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
