CREATE TABLE "plan_registration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" text,
	"parts" jsonb NOT NULL,
	"grace_days" smallint NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"released_at" timestamp with time zone,
	"released_part" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_registration_status_check" CHECK ("plan_registration"."status" in ('started', 'active', 'complete', 'released')),
	CONSTRAINT "plan_registration_parts_check" CHECK (jsonb_array_length("plan_registration"."parts") between 2 and 3)
);
--> statement-breakpoint
ALTER TABLE "reminder" DROP CONSTRAINT "reminder_kind_check";--> statement-breakpoint
ALTER TABLE "reminder_opt_out" DROP CONSTRAINT "reminder_opt_out_kind_check";--> statement-breakpoint
DROP INDEX "payment_one_paid_tour_per_user";--> statement-breakpoint
ALTER TABLE "tour" ADD COLUMN "payment_plan" jsonb;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "plan_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "plan_part" smallint;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "plan_parts" smallint;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_registration" ADD CONSTRAINT "plan_registration_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_registration" ADD CONSTRAINT "plan_registration_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_registration_one_per_user" ON "plan_registration" USING btree ("tour_id","user_id") WHERE "plan_registration"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "plan_registration_status_idx" ON "plan_registration" USING btree ("status","tour_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_plan_registration_id_plan_registration_id_fk" FOREIGN KEY ("plan_registration_id") REFERENCES "public"."plan_registration"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_plan_registration_idx" ON "payment" USING btree ("plan_registration_id") WHERE "payment"."plan_registration_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_paid_tour_per_user" ON "payment" USING btree ("tour_id","user_id",coalesce("plan_part", 1)) WHERE "payment"."kind" = 'tour' and "payment"."status" = 'paid' and "payment"."kept_at" is null;--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_payment_plan_check" CHECK ("tour"."payment_plan" is null or jsonb_array_length("tour"."payment_plan" -> 'parts') between 2 and 3);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_plan_part_check" CHECK (("payment"."plan_registration_id" is null and "payment"."plan_part" is null and "payment"."plan_parts" is null)
       or ("payment"."kind" = 'tour' and "payment"."plan_registration_id" is not null and "payment"."plan_parts" between 2 and 3
           and "payment"."plan_part" between 1 and "payment"."plan_parts"));--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_kind_check" CHECK ("reminder"."kind" in ('membership_ending', 'event_departing', 'registration_closing', 'checkout_pending', 'part_due'));--> statement-breakpoint
ALTER TABLE "reminder_opt_out" ADD CONSTRAINT "reminder_opt_out_kind_check" CHECK ("reminder_opt_out"."kind" in ('membership_ending', 'event_departing', 'registration_closing', 'checkout_pending', 'part_due'));