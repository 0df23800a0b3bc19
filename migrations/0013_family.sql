CREATE TABLE "family_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"school_code" text NOT NULL,
	"class_year" integer NOT NULL,
	"section" text NOT NULL,
	"study_plan" text,
	"owned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbook_discount_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"publisher" text NOT NULL,
	"basis_points" integer,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbook_discounts" (
	"tenant_id" uuid NOT NULL,
	"publisher" text NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "textbook_discounts_tenant_id_publisher_pk" PRIMARY KEY("tenant_id","publisher")
);
--> statement-breakpoint
ALTER TABLE "schools" drop column "search_words";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(code || ' ' || name)), '[^a-z0-9]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(coalesce(institute_name, ''))), '[^a-z0-9]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(municipality)), '[^a-z0-9]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(province || ' ' || region || ' ' || coalesce(cap, '') || ' ' || coalesce(address, '') || ' ' || coalesce(grade_type, '') || ' ' || coalesce(characteristic, ''))), '[^a-z0-9]+', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_name" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(title || ' ' || coalesce(subtitle, ''))), '[^a-z0-9]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(coalesce(authors, ''))), '[^a-z0-9]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(coalesce(publisher, ''))), '[^a-z0-9]+', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_name" text GENERATED ALWAYS AS (trim(regexp_replace(lower(immutable_unaccent(name)), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "family_lists" ADD CONSTRAINT "family_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_discount_changes" ADD CONSTRAINT "textbook_discount_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_discounts" ADD CONSTRAINT "textbook_discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_lists_user_idx" ON "family_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "textbook_discount_changes_tenant_idx" ON "textbook_discount_changes" USING btree ("tenant_id","changed_at");--> statement-breakpoint
CREATE INDEX "adoptions_isbn_idx" ON "adoptions" USING btree ("isbn","school_year","school_code");--> statement-breakpoint
CREATE INDEX "books_search_words_idx" ON "books" USING gin ("search_words");--> statement-breakpoint
-- hand-written
-- Dropping search_words dropped its GIN index; drizzle-kit keeps the index in its snapshot,
-- so it does not create it again.
CREATE INDEX IF NOT EXISTS "schools_search_words_idx" ON "schools" USING gin ("search_words");
-- hand-written
