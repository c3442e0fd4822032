ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_business_id_businesses_id_fk";

--> statement-breakpoint
-- What ON DELETE CASCADE did: a deleted business takes its events with it.
CREATE FUNCTION "delete_business_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_events" WHERE "business_id" IN (SELECT "id" FROM deleted);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_delete_events" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "delete_business_events"();
