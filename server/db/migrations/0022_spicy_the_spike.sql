ALTER TABLE "catalogue_state" ADD COLUMN "price_edits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_xid_idx" ON "products" USING btree ("price_xid");--> statement-breakpoint
-- Every write naming a product's prices records its transaction: a catalogue cache re-reads only the
-- products written by transactions that had not finished at its previous read (catalogue-snapshot.ts).
CREATE FUNCTION "products_price_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_xid" BEFORE INSERT OR UPDATE OF "price_cents", "org_price_cents", "is_special", "dis_qty", "discount_limit_times" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_price_xid"();
--> statement-breakpoint
-- Batch prices written without their product's row (none of our writers does) still stamp it.
CREATE FUNCTION "product_batch_prices_price_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "price_xid" = pg_current_xact_id()::text::bigint
    WHERE "id" IN (SELECT "product_id" FROM changed_rows) AND "price_xid" <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_batch_prices_inserted" AFTER INSERT ON "product_batch_prices"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_batch_prices_price_xid"();
--> statement-breakpoint
CREATE TRIGGER "product_batch_prices_updated" AFTER UPDATE ON "product_batch_prices"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_batch_prices_price_xid"();
--> statement-breakpoint
CREATE TRIGGER "product_batch_prices_deleted" AFTER DELETE ON "product_batch_prices"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_batch_prices_price_xid"();
