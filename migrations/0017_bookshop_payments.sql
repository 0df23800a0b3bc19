ALTER TABLE "orders" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "application_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "rea" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stripe_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subscription_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subscription_plan" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subscription_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "suspended_by" text;--> statement-breakpoint
ALTER TABLE "payment_jobs" ADD COLUMN "stripe_account" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_stripe_account_key" ON "tenants" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_subscription_key" ON "tenants" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_stripe_customer_key" ON "tenants" USING btree ("stripe_customer_id");