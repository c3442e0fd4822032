CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_description_trgm_idx" ON "jobs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_company_name_trgm_idx" ON "jobs" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops);