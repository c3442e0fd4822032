CREATE TABLE "directory_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "directory_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "businesses_listing_order_idx" ON "businesses" USING btree ("category","name","id");--> statement-breakpoint
CREATE INDEX "businesses_city_rating_idx" ON "businesses" USING btree ("city","rating" desc nulls last,"reviews" desc,"name","id");--> statement-breakpoint
-- Any statement that writes businesses, their photos or categories adds a row. Readers
-- compare (count, max id): a row committed late, with a smaller id, still changes the
-- count. Inserts take no lock that another writer waits for.
CREATE FUNCTION "note_directory_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "directory_changes" DEFAULT VALUES;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_directory_change"();
--> statement-breakpoint
CREATE TRIGGER "business_photos_note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_directory_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_directory_change"();
