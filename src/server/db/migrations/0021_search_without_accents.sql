-- Accents ignored in search (issue 28 point 6): the English configuration with unaccent
-- before its stemmer, for the documents and the queries alike. unaccent ships with
-- PostgreSQL's contrib, embedded-postgres and PGlite (client.ts loads it there).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "bcs_english" (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "bcs_english" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
ALTER TABLE "businesses" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('bcs_english', coalesce("businesses"."name", '')), 'A') || setweight(to_tsvector('bcs_english', coalesce("businesses"."category", '')), 'B') || setweight(to_tsvector('bcs_english', coalesce("businesses"."city", '')), 'C') || setweight(to_tsvector('bcs_english', coalesce("businesses"."description", '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_vector_free_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'free';--> statement-breakpoint
CREATE INDEX "businesses_search_vector_silver_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'silver';--> statement-breakpoint
CREATE INDEX "businesses_search_vector_texas_gold_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'texas_gold';
