CREATE TABLE "ticket_repeat_scan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"scanned_by" text,
	"scanned_by_name" text NOT NULL,
	"device_id" text,
	"device_label" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_check_in" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "ticket_check_in" ADD COLUMN "device_label" text;--> statement-breakpoint
ALTER TABLE "ticket_check_in" ADD COLUMN "synced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_repeat_scan" ADD CONSTRAINT "ticket_repeat_scan_payment_id_ticket_check_in_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."ticket_check_in"("payment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_repeat_scan" ADD CONSTRAINT "ticket_repeat_scan_scanned_by_user_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_repeat_scan_payment_idx" ON "ticket_repeat_scan" USING btree ("payment_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_repeat_scan_once_idx" ON "ticket_repeat_scan" USING btree ("payment_id","device_id","scanned_at");--> statement-breakpoint
UPDATE "ticket_check_in" SET "synced_at" = "checked_in_at";
