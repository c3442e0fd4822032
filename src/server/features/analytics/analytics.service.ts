import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

/** One row per business a search returned, written in a single statement. */
export async function recordSearchImpressions({
  db,
  businessIds,
  page,
}: {
  db: Db;
  businessIds: string[];
  page?: string | null;
}): Promise<void> {
  if (businessIds.length === 0) return;
  await db.insert(analyticsEvents).values(
    businessIds.map((businessId) => ({
      businessId,
      eventType: 'search_result' as const,
      page: page ?? null,
    })),
  );
}

export async function recordProfileView({
  db,
  businessId,
  referrer,
}: {
  db: Db;
  businessId: string;
  referrer?: string | null;
}): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({ businessId, eventType: 'profile_view', referrer: referrer ?? null });
}

export async function recordPageView({
  db,
  page,
  referrer,
}: {
  db: Db;
  page: string;
  referrer?: string | null;
}): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({ eventType: 'page_view', page, referrer: referrer ?? null });
}
