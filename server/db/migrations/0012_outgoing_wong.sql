CREATE TABLE "promotion_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_combos" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_combos" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_packages" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_audit" ADD CONSTRAINT "promotion_audit_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_audit_promotion_idx" ON "promotion_audit" USING btree ("kind","promotion_id","created_at");