ALTER TABLE "tenants" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "domain_verified_at" timestamp with time zone;