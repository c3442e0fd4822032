CREATE TABLE "google_places" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"google_maps_uri" text NOT NULL,
	"rating" double precision,
	"user_rating_count" integer DEFAULT 0 NOT NULL,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"linked_by" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_places_rating_range" CHECK ("google_places"."rating" is null or ("google_places"."rating" >= 1 and "google_places"."rating" <= 5))
);
--> statement-breakpoint
ALTER TABLE "google_places" ADD CONSTRAINT "google_places_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_places" ADD CONSTRAINT "google_places_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_places_fetched_idx" ON "google_places" USING btree ("fetched_at");