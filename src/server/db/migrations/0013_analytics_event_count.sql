-- Alike events of one flush are written as one row with their number (event-queue.ts):
-- a search's 50 impressions were 50 rows, most of a cached search's time on PGlite.
-- Rows written before this hold one event each, the default.
ALTER TABLE "analytics_events" ADD COLUMN "event_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_count_positive" CHECK ("analytics_events"."event_count" > 0);