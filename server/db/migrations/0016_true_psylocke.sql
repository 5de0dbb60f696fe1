CREATE TABLE "customer_par_levels" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"par" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_par_levels_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_qty" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "qty_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_par_levels" ADD CONSTRAINT "customer_par_levels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_par_levels" ADD CONSTRAINT "customer_par_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_par_levels_customer_idx" ON "customer_par_levels" USING btree ("customer_id","position");