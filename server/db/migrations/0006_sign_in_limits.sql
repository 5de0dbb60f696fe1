CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_kind_subject_client_pk" PRIMARY KEY("kind","subject","client")
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_login_guards" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "phone_login_guards" DROP COLUMN "locked_until";