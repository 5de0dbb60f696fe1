CREATE TABLE "product_pictures" (
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_pictures_name_width_pk" PRIMARY KEY("name","width")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pickup_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'taxable' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate_bps" integer DEFAULT 1300 NOT NULL;