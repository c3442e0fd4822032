import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * The row of `table` that `where` picks, or null, locked until the transaction ends:
 * whoever changes or locks it next waits for this transaction to finish.
 */
export async function lockRow<Table extends PgTable>(
  tx: Db,
  table: Table,
  where: SQL,
): Promise<Table['$inferSelect'] | null> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  return (row as Table['$inferSelect'] | undefined) ?? null;
}

/** The fields of a row an answer shows as they are stored, in the order `keys` names them. */
export function pick<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
