import { and, isNull, sql } from 'drizzle-orm';
import { isEmptyHours, type OpeningHours, parseHoursText } from '#domain/hours.js';
import { type Db, queryRows } from './client.js';
import { businesses } from './schema/index.js';

/** The model of an hours text, as the opening_hours column holds it (null for no hours). */
export function openingHoursOf(hours: string | null | undefined): OpeningHours | null {
  const model = parseHoursText(hours);
  return isEmptyHours(model) ? null : model;
}

/**
 * `values` with opening_hours set from `hours` whenever `hours` is written: every write
 * of a business goes through this, so the two columns never disagree (decision 034).
 */
export function withOpeningHours<T extends { hours?: unknown }>(values: T): T {
  const { hours } = values;
  if (hours !== null && typeof hours !== 'string') return values;
  return { ...values, openingHours: openingHoursOf(hours) };
}

const BATCH = 500;

/**
 * The data step of migration 'opening-hours' (issue 29): reads the hours text of every
 * business whose opening_hours is still empty, with the same parser. Run after the
 * migrations at every start (under their lock on PostgreSQL), it finds nothing to do
 * once done. Each batch is one statement, written only where the row still has the
 * text that was read and no model yet, so a second server or a kill half way through
 * leaves every row either done or for the next start. Answers how many rows it filled.
 */
export async function fillOpeningHours(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: businesses.id, hours: businesses.hours })
      .from(businesses)
      .where(and(isNull(businesses.openingHours), sql`btrim(${businesses.hours}) <> ''`))
      .limit(BATCH);
    const todo = rows.flatMap((row) => {
      const model = openingHoursOf(row.hours);
      return model ? [{ id: row.id, hours: row.hours, model }] : [];
    });
    if (todo.length) {
      const input = JSON.stringify(todo);
      const done = await queryRows<{ id: string }>(
        db,
        sql`update ${businesses} set opening_hours = input.model
          from jsonb_to_recordset(${input}::jsonb) as input(id uuid, hours text, model jsonb)
          where ${businesses.id} = input.id and ${businesses.hours} = input.hours
            and ${businesses.openingHours} is null
          returning ${businesses.id} as id`,
      );
      filled += done.length;
    }
    // A text that is not blank always reads to something (at least its note).
    if (rows.length < BATCH || todo.length === 0) return filled;
  }
}
