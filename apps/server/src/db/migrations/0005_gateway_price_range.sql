ALTER TABLE "club" DROP CONSTRAINT "club_prices_check";--> statement-breakpoint
ALTER TABLE "tour" DROP CONSTRAINT "tour_cost_check";--> statement-breakpoint
ALTER TABLE "club" ADD CONSTRAINT "club_prices_check" CHECK ("club"."monthly_price_poisha" between 1000 and 50000000 and "club"."yearly_price_poisha" between 1000 and 50000000);--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_cost_check" CHECK ("tour"."cost_poisha" between 1000 and 50000000);