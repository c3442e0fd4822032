CREATE TABLE "directory_changes_pruned" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"id_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "directory_changes_pruned_one_row" CHECK ("directory_changes_pruned"."only")
);
--> statement-breakpoint
-- Its one row: nothing pruned yet (rows pruned before this migration changed the version then).
INSERT INTO "directory_changes_pruned" DEFAULT VALUES;
