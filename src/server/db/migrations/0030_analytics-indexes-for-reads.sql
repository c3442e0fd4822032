DROP INDEX "analytics_events_business_idx";--> statement-breakpoint
DROP INDEX "analytics_events_type_page_time_idx";--> statement-breakpoint
CREATE INDEX "analytics_events_type_page_time_idx" ON "analytics_events" USING btree ("event_type","page","created_at","event_count","referrer") WHERE "analytics_events"."event_type" in ('page_view', 'profile_view');