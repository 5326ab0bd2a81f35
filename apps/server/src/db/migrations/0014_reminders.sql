CREATE TABLE "reminder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" text NOT NULL,
	"occasion" text NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_once" UNIQUE("kind","subject_id","user_id","occasion"),
	CONSTRAINT "reminder_kind_check" CHECK ("reminder"."kind" in ('membership_ending', 'event_departing', 'registration_closing', 'checkout_pending'))
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_out" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_opt_out_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "reminder_opt_out_kind_check" CHECK ("reminder_opt_out"."kind" in ('membership_ending', 'event_departing', 'registration_closing', 'checkout_pending'))
);
--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_out" ADD CONSTRAINT "reminder_opt_out_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;