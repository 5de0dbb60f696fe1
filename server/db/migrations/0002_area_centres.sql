ALTER TABLE "areas" ADD COLUMN "lat" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "lng" double precision DEFAULT 0 NOT NULL;