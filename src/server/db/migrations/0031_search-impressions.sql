CREATE TABLE "search_impressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_impressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page" text,
	"search_term" text,
	"business_ids" uuid[] NOT NULL,
	"event_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_impressions_count_positive" CHECK ("search_impressions"."event_count" > 0)
);
--> statement-breakpoint
CREATE INDEX "search_impressions_business_idx" ON "search_impressions" USING gin ("business_ids");--> statement-breakpoint
-- The impressions written before: each a row of one business, as it was.
INSERT INTO "search_impressions" ("page", "search_term", "business_ids", "event_count", "created_at")
  SELECT "page", "search_term", ARRAY["business_id"], "event_count", "created_at"
  FROM "analytics_events"
  WHERE "event_type" = 'search_result' AND "business_id" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "analytics_events" WHERE "event_type" = 'search_result';
--> statement-breakpoint
-- A deleted business takes its events with it, and leaves the searches that showed it.
CREATE OR REPLACE FUNCTION "delete_business_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_events" WHERE "business_id" IN (SELECT "id" FROM deleted);
  DELETE FROM "search_impressions" WHERE "business_ids" <@ ARRAY(SELECT "id" FROM deleted);
  UPDATE "search_impressions" s
     SET "business_ids" = ARRAY(SELECT b FROM unnest(s."business_ids") AS b
                                WHERE b NOT IN (SELECT "id" FROM deleted))
   WHERE s."business_ids" && ARRAY(SELECT "id" FROM deleted);
  RETURN NULL;
END;
$$;
