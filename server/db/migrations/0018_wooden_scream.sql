CREATE TABLE "record_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_audit" ADD CONSTRAINT "record_audit_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_audit_subject_idx" ON "record_audit" USING btree ("subject","subject_id","created_at");