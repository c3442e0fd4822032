import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { adminTestContext } from '../../test/accounts.js';
import { ensureCategories } from '../../test/factories.js';

/**
 * What the approval API test files share: their own database and app with the category
 * list (call once per file, at module level), a signed-in admin, and helpers that find a
 * claim and read what it left.
 */
export async function approvalsTestSetup() {
  const ctx = await adminTestContext();
  const { app, database, admin } = ctx;
  // The category list, as the seed or the first migration run leaves it.
  await ensureCategories(database.db);
  const BASE = '/api/admin/change-requests';

  async function pendingClaimOf(ownerEmail: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from change_requests where new_data->>'owner_email' = ${ownerEmail}`,
    );
    return row.id;
  }

  async function stateOf(claimId: string, ownerEmail: string) {
    const [request] = await queryRows<{
      status: string;
      business_id: string | null;
      admin_notes: string | null;
      processed_by: string | null;
    }>(
      database.db,
      sql`select status, business_id, admin_notes, processed_by from change_requests where id = ${claimId}`,
    );
    const [owner] = await queryRows<{
      id: string;
      business_id: string | null;
      is_verified: boolean;
    }>(
      database.db,
      sql`select id, business_id, is_verified from business_owners where email = ${ownerEmail}`,
    );
    const subscriptions = await queryRows<{
      plan_type: string;
      status: string;
      business_id: string;
    }>(
      database.db,
      sql`select plan_type, status, business_id from subscriptions where business_owner_id = ${owner.id}`,
    );
    const mail = await queryRows<{ kind: string; text_body: string }>(
      database.db,
      sql`select kind, text_body from email_outbox where to_address = ${ownerEmail} order by id`,
    );
    const audit = await queryRows<{
      action: string;
      actor_user_id: string;
      metadata: Record<string, unknown>;
    }>(
      database.db,
      sql`select action, actor_user_id, metadata from security_events where resource_id = ${claimId}`,
    );
    return { request, owner, subscriptions, mail, audit };
  }
  return { ctx, app, database, admin, BASE, pendingClaimOf, stateOf };
}
