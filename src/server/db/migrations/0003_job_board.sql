CREATE TABLE "job_views" (
	"job_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_views_job_id_visitor_day_pk" PRIMARY KEY("job_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expiry_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_views_day_idx" ON "job_views" USING btree ("day");