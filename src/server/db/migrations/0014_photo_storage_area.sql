-- Unapproved photos are private (issue 31): each photo row says which storage area
-- holds its files. Photos stored before this are in the public area; the maintenance
-- pass moves the pending and rejected ones to the private area (photos.service.ts).
-- New rows always name their area, so the column keeps no default.
CREATE TYPE "public"."storage_area" AS ENUM('public', 'private');--> statement-breakpoint
ALTER TABLE "business_photos" ADD COLUMN "storage_area" "storage_area" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_photos" ALTER COLUMN "storage_area" DROP DEFAULT;
