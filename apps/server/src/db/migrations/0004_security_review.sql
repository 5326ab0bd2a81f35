CREATE TABLE "sign_in_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_student_id_unique";--> statement-breakpoint
ALTER TABLE "student_id_allowlist" ADD COLUMN "email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "user_verified_student_id_idx" ON "user" USING btree ("student_id") WHERE "user"."email_verified";--> statement-breakpoint
CREATE INDEX "user_student_id_idx" ON "user" USING btree ("student_id");