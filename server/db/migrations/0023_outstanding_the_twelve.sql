ALTER TABLE "order_lines" ADD COLUMN "substitution" text DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substituted_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substituted_name" jsonb;