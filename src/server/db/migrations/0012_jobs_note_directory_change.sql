-- The job board is kept in memory with the directory (decision 016), so a statement
-- that writes jobs moves the directory's version too. A visitor's view only counts
-- (view_count, shown to the owner, not on the board) and must not empty every cache,
-- so an UPDATE moves it only when it names another column than view_count and
-- updated_at (every write the board can show names the column it changes). A column
-- added to jobs later belongs in this list (directory-cache.test.ts checks).
CREATE TRIGGER "jobs_note_change" AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "business_id", "company_name", "company_logo_url", "title", "category",
    "job_type", "location", "is_remote", "is_hybrid", "salary_min", "salary_max",
    "salary_display", "description", "responsibilities", "required_skills",
    "preferred_skills", "company_overview", "company_website", "application_method",
    "external_application_url", "application_email", "application_deadline", "expires_at",
    "custom_questions", "status", "application_count", "admin_notes", "approved_at",
    "approved_by", "paused_by_plan", "expiry_notice_sent_at", "created_at"
  ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_directory_change"();
