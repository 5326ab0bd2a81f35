CREATE TABLE "ticket_check_in" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"tour_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" text,
	"checked_in_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_check_in" ADD CONSTRAINT "ticket_check_in_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_in" ADD CONSTRAINT "ticket_check_in_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_in" ADD CONSTRAINT "ticket_check_in_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_check_in_tour_idx" ON "ticket_check_in" USING btree ("tour_id","checked_in_at");