CREATE TYPE "public"."confirmer" AS ENUM('owner', 'bcs_local');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('closed', 'wrong_phone', 'wrong_hours', 'wrong_address', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('new', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TABLE "business_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" text,
	"status" "report_status" DEFAULT 'new' NOT NULL,
	"ip_address" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reports_resolved_consistent" CHECK (("business_reports"."status" = 'new') = ("business_reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "confirmation_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "confirmed_by" "confirmer";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_reports_status_created_idx" ON "business_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "business_reports_business_idx" ON "business_reports" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "businesses_closed_idx" ON "businesses" USING btree ("id","slug") WHERE "businesses"."closed_at" is not null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_confirmed_consistent" CHECK (("businesses"."confirmed_at" is null) = ("businesses"."confirmed_by" is null));