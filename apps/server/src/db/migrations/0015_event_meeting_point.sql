ALTER TABLE "tour" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_meeting_point_check" CHECK (char_length("tour"."meeting_point") <= 200);