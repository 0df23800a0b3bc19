CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"content_html" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text NOT NULL,
	"featured_image" text,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian', immutable_unaccent(title)), 'A') || setweight(to_tsvector('italian', immutable_unaccent(excerpt)), 'B') || setweight(to_tsvector('italian', immutable_unaccent(source)), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_likes" (
	"article_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_likes_article_id_visitor_pk" PRIMARY KEY("article_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "blog_views" (
	"article_id" integer NOT NULL,
	"visitor_day" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "blog_views_article_id_visitor_day_pk" PRIMARY KEY("article_id","visitor_day")
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_views" ADD CONSTRAINT "blog_views_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_tenant_slug_key" ON "blog_articles" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "blog_articles_public_idx" ON "blog_articles" USING btree ("tenant_id","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_search_idx" ON "blog_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_tenant_name_key" ON "blog_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "blog_comments_article_idx" ON "blog_comments" USING btree ("article_id","status","created_at");--> statement-breakpoint
CREATE INDEX "blog_views_day_idx" ON "blog_views" USING btree ("day");