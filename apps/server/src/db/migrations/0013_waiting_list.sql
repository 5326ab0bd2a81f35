CREATE TABLE "waiting_list_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entry_status_check" CHECK ("waiting_list_entry"."status" in ('waiting', 'offered', 'lapsed', 'left', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "tour" ADD COLUMN "hold_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entry" ADD CONSTRAINT "waiting_list_entry_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entry" ADD CONSTRAINT "waiting_list_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_one_active_per_user" ON "waiting_list_entry" USING btree ("tour_id","user_id") WHERE "waiting_list_entry"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_line_idx" ON "waiting_list_entry" USING btree ("tour_id","status","joined_at");--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_hold_hours_check" CHECK ("tour"."hold_hours" between 1 and 168);