import { sql } from 'drizzle-orm';
import { PLAN_IDS, planOf } from '#domain/plans.js';
import { notClosed } from '../../db/business-columns.js';
import { type Db, queryRows } from '../../db/client.js';

/** The plans whose listings show hours (the pricing's 'hours'): only their hours say 'open now'. */
export const PLANS_SHOWING_HOURS = PLAN_IDS.filter((plan) => planOf(plan).showsContactDetails);

/** Each listed business whose plan shows hours and that has an hours text, with the text. */
export function selectShownHours(db: Db): Promise<{ id: string; hours: string }[]> {
  return queryRows<{ id: string; hours: string }>(
    db,
    sql`select b.id, b.hours from businesses b
        where b.plan = any(${sql.param([...PLANS_SHOWING_HOURS])}::plan[])
          and b.hours is not null and ${notClosed(sql`b.id`)}`,
  );
}
