CREATE TABLE "customer_write_stamps" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 0103: the customer's write stamp moves in every transaction that writes what the
-- viewer shows of them. Constraint triggers, deferred to the commit, so the stamp's row is locked
-- last, when the transaction holds every other lock it will take (two transactions of one
-- customer never wait on each other through it), and moved once per transaction.
CREATE SEQUENCE "customer_write_stamp_seq";
--> statement-breakpoint
CREATE FUNCTION "stamp_customer_write"(customer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer IS NULL THEN RETURN; END IF;
  -- Already moved by this transaction: once is enough, it shows with everything at the commit.
  PERFORM 1 FROM customer_write_stamps
    WHERE customer_id = customer AND xmin = pg_current_xact_id()::xid;
  IF FOUND THEN RETURN; END IF;
  -- A deleted account keeps no stamp (its rows' triggers run after it is gone).
  PERFORM 1 FROM accounts WHERE id = customer;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO customer_write_stamps AS w (customer_id, stamp)
    VALUES (customer, nextval('customer_write_stamp_seq'))
    ON CONFLICT (customer_id) DO UPDATE SET stamp = excluded.stamp;
END $$;
--> statement-breakpoint
CREATE FUNCTION "customer_write_stamped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM stamp_customer_write(OLD.customer_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.customer_id IS DISTINCT FROM OLD.customer_id)
  THEN
    PERFORM stamp_customer_write(NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trolley line names its order, and the order its customer.
CREATE FUNCTION "trolley_item_write_stamped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM stamp_customer_write(
      (SELECT customer_id FROM trolleys WHERE customer_order_id = OLD.customer_order_id));
  END IF;
  IF TG_OP = 'INSERT'
    OR (TG_OP = 'UPDATE' AND NEW.customer_order_id IS DISTINCT FROM OLD.customer_order_id)
  THEN
    PERFORM stamp_customer_write(
      (SELECT customer_id FROM trolleys WHERE customer_order_id = NEW.customer_order_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "customer_write_stamp_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_write_stamps WHERE customer_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_write_stamp_gone" AFTER DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamp_gone();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trolley_items_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "trolley_items" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION trolley_item_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trolleys_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "trolleys" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "favourites_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "favourites" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slot_reservations_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "slot_reservations" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "addresses_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "addresses" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "delivery_passes_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "delivery_passes" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "incentive_offers_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "incentive_offers" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "loyalty_memberships_write_stamp" AFTER INSERT OR UPDATE OR DELETE
  ON "loyalty_memberships" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_write_stamped();
--> statement-breakpoint
-- The header shows the customer's first name.
CREATE FUNCTION "account_write_stamped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_customer_write(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_write_stamp" AFTER UPDATE OF "first_name"
  ON "accounts" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION account_write_stamped();
