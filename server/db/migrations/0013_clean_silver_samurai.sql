CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_prices" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer,
	"percent_off_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_prices_group_id_product_id_pk" PRIMARY KEY("group_id","product_id"),
	CONSTRAINT "group_prices_one_kind" CHECK (("group_prices"."price_cents" is null) <> ("group_prices"."percent_off_bp" is null)),
	CONSTRAINT "group_prices_price" CHECK ("group_prices"."price_cents" is null or "group_prices"."price_cents" >= 0),
	CONSTRAINT "group_prices_percent" CHECK ("group_prices"."percent_off_bp" is null or ("group_prices"."percent_off_bp" > 0 and "group_prices"."percent_off_bp" <= 10000))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "group_prices" ADD CONSTRAINT "group_prices_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_prices" ADD CONSTRAINT "group_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_prices_product" ON "group_prices" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;