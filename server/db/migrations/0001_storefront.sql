CREATE TABLE "product_combos" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"tag" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"combo_price_cents" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dot_token" text NOT NULL,
	"product_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dot_token" text NOT NULL,
	"shop_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"language" text NOT NULL,
	"result_count" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_logs_dot_token_unique" UNIQUE("dot_token")
);
--> statement-breakpoint
ALTER TABLE "product_combos" ADD CONSTRAINT "product_combos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_reminders" ADD CONSTRAINT "restock_reminders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_reminders" ADD CONSTRAINT "restock_reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_reminders" ADD CONSTRAINT "restock_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_combos_shop_idx" ON "product_combos" USING btree ("shop_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "restock_reminders_unique" ON "restock_reminders" USING btree ("product_id","shop_id","email");--> statement-breakpoint
CREATE INDEX "search_events_token_idx" ON "search_events" USING btree ("dot_token");--> statement-breakpoint
CREATE INDEX "search_logs_shop_idx" ON "search_logs" USING btree ("shop_id","created_at");