CREATE TABLE "behaviour_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"customer_id" integer,
	"shop_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"category" text NOT NULL,
	"device" text NOT NULL,
	"language" text NOT NULL,
	"event_value" text,
	"price_cents" integer,
	"app_version" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "behaviour_events_type_idx" ON "behaviour_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "behaviour_events_customer_idx" ON "behaviour_events" USING btree ("customer_id","created_at");