-- Spanish content (issue 28 point 5): a Spanish description searched by Spanish stems
-- (unaccent before the Spanish stemmer, as bcs_english does for English), the
-- 'Se habla español' mark with an index for its filter, and bilingual jobs.
CREATE TEXT SEARCH CONFIGURATION "bcs_spanish" (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "bcs_spanish" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "speaks_spanish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "bilingual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('bcs_english', coalesce("businesses"."name", '')), 'A') || setweight(to_tsvector('bcs_english', coalesce("businesses"."category", '')), 'B') || setweight(to_tsvector('bcs_english', coalesce("businesses"."city", '')), 'C') || setweight(to_tsvector('bcs_english', coalesce("businesses"."description", '')), 'D') || setweight(to_tsvector('bcs_spanish', coalesce("businesses"."description_es", '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_vector_free_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'free';--> statement-breakpoint
CREATE INDEX "businesses_search_vector_silver_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'silver';--> statement-breakpoint
CREATE INDEX "businesses_search_vector_texas_gold_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'texas_gold';--> statement-breakpoint
CREATE INDEX "businesses_spanish_plan_rating_idx" ON "businesses" USING btree ("plan","rating" desc nulls last,"name") WHERE speaks_spanish;--> statement-breakpoint
-- The job board's cache moves when a job's bilingual mark does: migration 0012's
-- trigger again, its columns read from the table as it is now (every column but the
-- view count and updated_at), so the list holds the new column.
DO $$
DECLARE
  watched text;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO watched
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'jobs'
      AND column_name NOT IN ('view_count', 'updated_at');
  DROP TRIGGER "jobs_note_change" ON "jobs";
  EXECUTE format('CREATE TRIGGER "jobs_note_change" AFTER INSERT OR DELETE OR TRUNCATE'
    ' OR UPDATE OF %s ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "note_directory_change"()',
    watched);
END
$$;
