ALTER TABLE "import_batches" ADD COLUMN "total_rows" integer;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "written_at" timestamp with time zone;