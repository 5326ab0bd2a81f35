ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_from_status" text;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_from_check" CHECK ("payment"."refund_from_status" is null or "payment"."refund_from_status" in ('paid', 'on_hold'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'on_hold', 'refund_pending', 'refunded'));--> statement-breakpoint
-- A refund claimed by the old code but never settled (the marker 'claimed') becomes an unconfirmed refund request.
UPDATE "payment" SET "status" = 'refund_pending', "refund_from_status" = "status", "refund_ref_id" = NULL, "refund_requested_at" = "updated_at" WHERE "refund_ref_id" = 'claimed' AND "status" in ('paid', 'on_hold');
