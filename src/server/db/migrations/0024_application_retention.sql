ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_closed_idx" ON "jobs" USING btree ("closed_at") WHERE "jobs"."closed_at" is not null;--> statement-breakpoint
-- Jobs closed before this column: their last change is when they closed (a closed job is not edited again).
UPDATE "jobs" SET "closed_at" = "updated_at" WHERE "status" IN ('expired', 'filled', 'archived');
--> statement-breakpoint
-- The job board's cache moves with every column of jobs but the view count and
-- updated_at (migration 0012's trigger, as 0023 rebuilt it): again, so closed_at is one.
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
