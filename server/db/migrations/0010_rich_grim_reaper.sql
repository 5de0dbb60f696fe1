CREATE TABLE "customer_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "customer_holds" ADD CONSTRAINT "customer_holds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_holds" ADD CONSTRAINT "customer_holds_set_by_staff_accounts_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_holds" ADD CONSTRAINT "customer_holds_released_by_staff_accounts_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_holds_open_key" ON "customer_holds" USING btree ("customer_id") WHERE "customer_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "customer_holds_customer_idx" ON "customer_holds" USING btree ("customer_id","id");