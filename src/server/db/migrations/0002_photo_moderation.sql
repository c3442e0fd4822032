ALTER TABLE "business_photos" ADD COLUMN "thumbnail_path" text;--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "thumbnail_storage_path" text;--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "admin_notes" text;--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "business_photos" ADD CONSTRAINT "business_photos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_photos_pending_idx" ON "business_photos" USING btree ("created_at") WHERE "business_photos"."approval_status" = 'pending';