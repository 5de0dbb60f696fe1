ALTER TABLE "shop_products" ADD COLUMN "stock_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_products_stock_xid_idx" ON "shop_products" USING btree ("stock_xid");--> statement-breakpoint
-- Every write of a stock records its transaction: a catalogue cache re-reads only rows written by
-- transactions that had not finished at its previous read (server/services/catalogue-snapshot.ts).
CREATE FUNCTION "shop_products_stock_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shop_products_stock_xid" BEFORE INSERT OR UPDATE OF "stock" ON "shop_products"
  FOR EACH ROW EXECUTE FUNCTION "shop_products_stock_xid"();
--> statement-breakpoint
-- A catalogue edit tells every server at its commit (server/db/listen.ts), not at their next poll.
CREATE FUNCTION "catalogue_state_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'edit');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_state_notify" AFTER UPDATE ON "catalogue_state"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_state_notify"();
