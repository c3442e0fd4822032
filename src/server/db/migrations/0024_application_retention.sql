ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_closed_idx" ON "jobs" USING btree ("closed_at") WHERE "jobs"."closed_at" is not null;--> statement-breakpoint
-- Jobs closed before this column: their last change is when they closed (a closed job is not edited again).
UPDATE "jobs" SET "closed_at" = "updated_at" WHERE "status" IN ('expired', 'filled', 'archived');
