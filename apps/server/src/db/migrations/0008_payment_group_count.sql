CREATE TABLE "payment_group_count" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"item_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"payments" integer NOT NULL,
	"amount_poisha" bigint NOT NULL,
	CONSTRAINT "payment_group_count_kind_item_id_status_item_name_slot_pk" PRIMARY KEY("kind","item_id","status","item_name","slot")
);
--> statement-breakpoint
DROP INDEX "payment_tour_idx";--> statement-breakpoint
DROP INDEX "payment_club_idx";--> statement-breakpoint
CREATE INDEX "payment_kind_created_idx" ON "payment" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_tour_idx" ON "payment" USING btree ("tour_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_club_idx" ON "payment" USING btree ("club_id","created_at","id");--> statement-breakpoint
-- Keeps payment_group_count (decision 0013): one payment counted once, under its kind, item,
-- status, item name and slot. A move takes the old count's row and the new one's in one fixed
-- order (by item, status and name), so two moves never wait on each other in a circle.
CREATE OR REPLACE FUNCTION dpms_payment_group_add(p "payment", sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO "payment_group_count" AS c ("kind", "item_id", "status", "item_name", "slot", "payments", "amount_poisha")
  VALUES (p.kind, coalesce(p.tour_id, p.club_id), p.status, p.item_name, hashtext(p.id::text) & 7, sign, sign * p.amount_poisha::bigint)
  ON CONFLICT ("kind", "item_id", "status", "item_name", "slot") DO UPDATE
    SET "payments" = c."payments" + excluded."payments",
        "amount_poisha" = c."amount_poisha" + excluded."amount_poisha";
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dpms_count_payment() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dpms_payment_group_add(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dpms_payment_group_add(OLD, -1);
  ELSIF (coalesce(OLD.tour_id, OLD.club_id), OLD.status, OLD.item_name)
      <= (coalesce(NEW.tour_id, NEW.club_id), NEW.status, NEW.item_name) THEN
    PERFORM dpms_payment_group_add(OLD, -1);
    PERFORM dpms_payment_group_add(NEW, 1);
  ELSE
    PERFORM dpms_payment_group_add(NEW, 1);
    PERFORM dpms_payment_group_add(OLD, -1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_group_count_add AFTER INSERT OR DELETE ON "payment"
  FOR EACH ROW EXECUTE FUNCTION dpms_count_payment();
--> statement-breakpoint
CREATE TRIGGER payment_group_count_move AFTER UPDATE ON "payment"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.kind IS DISTINCT FROM NEW.kind
    OR OLD.tour_id IS DISTINCT FROM NEW.tour_id OR OLD.club_id IS DISTINCT FROM NEW.club_id
    OR OLD.item_name IS DISTINCT FROM NEW.item_name OR OLD.amount_poisha IS DISTINCT FROM NEW.amount_poisha
  )
  EXECUTE FUNCTION dpms_count_payment();
--> statement-breakpoint
-- The payments made before this migration.
INSERT INTO "payment_group_count" ("kind", "item_id", "status", "item_name", "slot", "payments", "amount_poisha")
SELECT "kind", coalesce("tour_id", "club_id"), "status", "item_name", hashtext("id"::text) & 7, count(*), sum("amount_poisha")
FROM "payment"
GROUP BY 1, 2, 3, 4, 5;
