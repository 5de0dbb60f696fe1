CREATE TABLE "order_settled_fee_lines" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "order_settled_fee_lines_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"settle_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "order_claim_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"qty" integer NOT NULL,
	"weight_grams" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution" text,
	"amount_cents" integer,
	"decision_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"actor" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claims_qty_check" CHECK ("order_claims"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"target_ref" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"note_key" text DEFAULT '' NOT NULL,
	"failure_code" text DEFAULT '' NOT NULL,
	"payment_id" integer,
	"claim_id" integer,
	"actor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_ledger_amount_check" CHECK ("order_ledger"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivered_qty" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "actual_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "line_status" text DEFAULT 'ordered' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "settled_row_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_photo" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "amount_received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "capture_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "cancellation_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settled_fee_lines" ADD CONSTRAINT "order_settled_fee_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim_photos" ADD CONSTRAINT "order_claim_photos_claim_id_order_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."order_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_claim_id_order_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."order_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "order_claim_photos_claim_idx" ON "order_claim_photos" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "order_claims_order_idx" ON "order_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_claims_status_idx" ON "order_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_ledger_pending_idx" ON "order_ledger" USING btree ("created_at") WHERE "order_ledger"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_service_date_idx" ON "orders" USING btree ("service_date","shop_id","status");--> statement-breakpoint
-- Orders charged in full at checkout, before cards were only authorized: each charge becomes the first row of the order's ledger (hand-written; no schema change).
INSERT INTO "order_ledger" ("order_id", "kind", "method", "amount_cents", "status", "provider", "target_ref", "provider_ref", "idempotency_key", "note_key", "payment_id", "actor", "created_at", "settled_at")
SELECT "order_id",
  CASE WHEN "method" = 'pad' THEN 'debit' ELSE 'capture' END,
  "method", "amount_cents", 'succeeded', "provider", "provider_ref", "provider_ref",
  'checkout:' || "id" || ':' || CASE WHEN "method" = 'pad' THEN 'debit' ELSE 'capture' END,
  'fulfilment.ledger.' || CASE WHEN "method" = 'pad' THEN 'debit' ELSE 'capture' END || '_' || "method",
  "id", 'migration', "updated_at", "updated_at"
FROM "payments" WHERE "status" = 'succeeded' AND "method" IN ('card', 'pad');
