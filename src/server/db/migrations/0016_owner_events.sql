CREATE TYPE "public"."event_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "status" "event_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "admin_notes" text;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "local_events" ADD CONSTRAINT "local_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_events" ADD CONSTRAINT "local_events_photo_id_business_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."business_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_events" ADD CONSTRAINT "local_events_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_events_status_starts_idx" ON "local_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "local_events_business_starts_idx" ON "local_events" USING btree ("business_id","starts_at");--> statement-breakpoint
ALTER TABLE "local_events" ADD CONSTRAINT "local_events_price_nonneg" CHECK ("local_events"."price_cents" is null or "local_events"."price_cents" >= 0);--> statement-breakpoint
-- The town events seeded before owners could post are BCS Local's own and were public: published.
UPDATE "local_events" SET "status" = 'approved', "approved_at" = "created_at", "updated_at" = "created_at" WHERE "business_id" IS NULL;