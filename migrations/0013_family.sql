ALTER TABLE "schools" drop column "search_words";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(code || ' ' || name)), '[^a-z0-9]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(coalesce(institute_name, ''))), '[^a-z0-9]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(municipality)), '[^a-z0-9]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple', regexp_replace(lower(immutable_unaccent(province || ' ' || region || ' ' || coalesce(cap, '') || ' ' || coalesce(address, '') || ' ' || coalesce(grade_type, '') || ' ' || coalesce(characteristic, ''))), '[^a-z0-9]+', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_name" text GENERATED ALWAYS AS (trim(regexp_replace(lower(immutable_unaccent(name)), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
-- hand-written
-- Dropping search_words dropped its GIN index; drizzle-kit keeps the index in its snapshot,
-- so it does not create it again.
CREATE INDEX IF NOT EXISTS "schools_search_words_idx" ON "schools" USING gin ("search_words");
-- hand-written
