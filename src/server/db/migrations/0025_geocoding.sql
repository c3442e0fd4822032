CREATE TABLE "business_geocodes" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"matched_address" text,
	"match_type" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "business_geocodes_status_known" CHECK (status in ('matched', 'no_match', 'failed', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "business_geocodes" ADD CONSTRAINT "business_geocodes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_geocodes_status_idx" ON "business_geocodes" USING btree ("status");