CREATE TABLE "agent_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_audit" ADD CONSTRAINT "agent_audit_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_audit" ADD CONSTRAINT "agent_audit_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_audit" ADD CONSTRAINT "agent_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_audit_staff_idx" ON "agent_audit" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_audit_customer_idx" ON "agent_audit" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_audit_order_idx" ON "agent_audit" USING btree ("order_id");