CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "businesses_search_vector_idx";--> statement-breakpoint
DROP INDEX "businesses_city_lower_idx";--> statement-breakpoint
DROP INDEX "businesses_category_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "city_key" text GENERATED ALWAYS AS (lower("businesses"."city")) STORED;--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_search_vector_free_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'free';--> statement-breakpoint
CREATE INDEX "businesses_search_vector_silver_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'silver';--> statement-breakpoint
CREATE INDEX "businesses_search_vector_texas_gold_idx" ON "businesses" USING gin ("search_vector") WHERE plan = 'texas_gold';--> statement-breakpoint
CREATE INDEX "businesses_name_prefix_idx" ON "businesses" USING btree (lower("name") collate "C");--> statement-breakpoint
CREATE INDEX "businesses_category_plan_rating_idx" ON "businesses" USING btree ("category","plan","rating" desc nulls last,"name");--> statement-breakpoint
CREATE INDEX "businesses_city_plan_rating_idx" ON "businesses" USING btree ("city_key","plan","rating" desc nulls last,"name");--> statement-breakpoint
CREATE INDEX "businesses_category_city_plan_rating_idx" ON "businesses" USING btree ("category","city_key","plan","rating" desc nulls last,"name");--> statement-breakpoint
CREATE INDEX "businesses_city_listing_order_idx" ON "businesses" USING btree ("city_key","category","name","id");--> statement-breakpoint
-- The words of each statement's new or changed businesses not yet known (a statement
-- trigger: an import of thousands of rows adds its words in one insert; no unique key,
-- so no writer waits for another's word: see schema/directory.ts).
CREATE FUNCTION "note_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM new_rows,
      regexp_split_to_table(lower(concat_ws(' ', new_rows.name, new_rows.category, new_rows.city)), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
      AND NOT EXISTS (SELECT 1 FROM "search_words" s WHERE s.word = w);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_insert_search_words" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "note_search_words"();
--> statement-breakpoint
CREATE TRIGGER "businesses_update_search_words" AFTER UPDATE ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "note_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "businesses",
    regexp_split_to_table(lower(concat_ws(' ', "businesses".name, "businesses".category, "businesses".city)), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$';
