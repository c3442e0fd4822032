ALTER TYPE "public"."analytics_event_type" ADD VALUE 'website_click';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_type" ADD VALUE 'phone_click';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_type" ADD VALUE 'email_click';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_type" ADD VALUE 'directions_click';--> statement-breakpoint
CREATE TABLE "insight_reports" (
	"business_owner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"business_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_reports_business_owner_id_month_pk" PRIMARY KEY("business_owner_id","month"),
	CONSTRAINT "insight_reports_month_format" CHECK ("insight_reports"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
DROP INDEX "analytics_events_type_page_idx";--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "monthly_report" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "search_term" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "insight_reports" ADD CONSTRAINT "insight_reports_business_owner_id_business_owners_id_fk" FOREIGN KEY ("business_owner_id") REFERENCES "public"."business_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_reports" ADD CONSTRAINT "insight_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_business_time_idx" ON "analytics_events" USING btree ("business_id","created_at","event_type","event_count","search_term") WHERE "analytics_events"."business_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_type_page_time_idx" ON "analytics_events" USING btree ("event_type","page","created_at","event_count","referrer");