CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"student_id" text,
	"teacher_id" text,
	"batch" text,
	"phone" text,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "user_teacher_id_unique" UNIQUE("teacher_id"),
	CONSTRAINT "user_role_check" CHECK ("user"."role" in ('student', 'teacher', 'admin')),
	CONSTRAINT "user_batch_check" CHECK ("user"."batch" is null or "user"."batch" in ('8th', '9th', '10th', '11th', '12th')),
	CONSTRAINT "user_teacher_id_numeric" CHECK ("user"."teacher_id" is null or "user"."teacher_id" ~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_name" text NOT NULL,
	"image_url" text NOT NULL,
	"club_description" text NOT NULL,
	"club_role" text NOT NULL,
	"role_name" text NOT NULL,
	"club_role2" text NOT NULL,
	"role_name2" text NOT NULL,
	"membership_benefits" text NOT NULL,
	"contact_information" text NOT NULL,
	"monthly_price_poisha" integer NOT NULL,
	"yearly_price_poisha" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_prices_check" CHECK ("club"."monthly_price_poisha" >= 0 and "club"."yearly_price_poisha" >= 0),
	CONSTRAINT "club_role_check" CHECK ("club"."club_role" in ('President', 'Vice President', 'Treasurer')),
	CONSTRAINT "club_role2_check" CHECK ("club"."club_role2" in ('President', 'Vice President', 'Treasurer'))
);
--> statement-breakpoint
CREATE TABLE "student_id_allowlist" (
	"student_id" text PRIMARY KEY NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination" text NOT NULL,
	"location" text NOT NULL,
	"overview" text NOT NULL,
	"itinerary" text NOT NULL,
	"cost_poisha" integer NOT NULL,
	"registration" text NOT NULL,
	"departure_date" date NOT NULL,
	"duration" text NOT NULL,
	"accommodation" text NOT NULL,
	"transportation" text NOT NULL,
	"inclusions" text NOT NULL,
	"exclusions" text NOT NULL,
	"group_size" integer NOT NULL,
	"tour_guides" text NOT NULL,
	"health_safety" text NOT NULL,
	"payment_cancellation" text NOT NULL,
	"image_url" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_cost_check" CHECK ("tour"."cost_poisha" >= 0),
	CONSTRAINT "tour_group_size_check" CHECK ("tour"."group_size" > 0),
	CONSTRAINT "tour_registration_check" CHECK ("tour"."registration" in ('Open', 'Closed')),
	CONSTRAINT "tour_transportation_check" CHECK ("tour"."transportation" in ('Bus', 'Train', 'Boat'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tran_id" text NOT NULL,
	"kind" text NOT NULL,
	"tour_id" uuid,
	"club_id" uuid,
	"user_id" text,
	"plan" text,
	"amount_poisha" integer NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_student_id" text,
	"payer_batch" text,
	"payer_mobile" text NOT NULL,
	"item_name" text NOT NULL,
	"gateway_session_key" text,
	"val_id" text,
	"bank_tran_id" text,
	"card_type" text,
	"risk_level" integer,
	"hold_reason" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"refund_ref_id" text,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_tran_id_unique" UNIQUE("tran_id"),
	CONSTRAINT "payment_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount_poisha" > 0),
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'on_hold', 'refunded')),
	CONSTRAINT "payment_kind_check" CHECK (("payment"."kind" = 'tour' and "payment"."tour_id" is not null and "payment"."club_id" is null and "payment"."plan" is null)
       or ("payment"."kind" = 'club' and "payment"."club_id" is not null and "payment"."tour_id" is null and "payment"."plan" in ('monthly', 'yearly'))),
	CONSTRAINT "payment_currency_check" CHECK ("payment"."currency" = 'BDT')
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"tran_id" text,
	"source" text NOT NULL,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean,
	"validation_status" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_id_allowlist" ADD CONSTRAINT "student_id_allowlist_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_club_id_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."club"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_role_idx" ON "user" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "announcement_created_idx" ON "announcement" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tour_listing_idx" ON "tour" USING btree ("archived_at","departure_date");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_paid_tour_per_user" ON "payment" USING btree ("tour_id","user_id") WHERE "payment"."kind" = 'tour' and "payment"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "payment_status_idx" ON "payment" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_tour_idx" ON "payment" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "payment_club_idx" ON "payment" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "payment_event_payment_idx" ON "payment_event" USING btree ("payment_id","received_at");