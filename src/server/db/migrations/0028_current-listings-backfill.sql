-- Issue 29 point 5 (decision 035): when each existing listing was last confirmed, from
-- what is known. A listing whose latest approved owner profile change is its latest
-- write was confirmed by its owner then; any other was last written by BCS Local (an
-- admin's edit, an import or the seed) at its updated_at.
UPDATE "businesses" b SET
  "confirmed_at" = coalesce(o.processed_at, b.updated_at),
  "confirmed_by" = CASE WHEN o.processed_at IS NULL THEN 'bcs_local' ELSE 'owner' END::"confirmer"
FROM "businesses" b2
LEFT JOIN LATERAL (
  SELECT max(cr.processed_at) AS processed_at FROM "change_requests" cr
  WHERE cr.business_id = b2.id AND cr.change_type = 'profile_update' AND cr.status = 'approved'
  HAVING max(cr.processed_at) >= b2.updated_at - interval '1 minute'
) o ON true
WHERE b2.id = b.id AND b."confirmed_at" IS NULL;
