/**
 * Clean-ups of rows that only grow: expired rate-limit buckets (every counted
 * attempt leaves one). Used captcha challenges need no job here: verifyCaptcha
 * forgets the expired ones in the statement that records a new one.
 */
import type { Db } from '../db/client.js';
import type { Logger } from './logger.js';
import { type PeriodicTask, startPeriodicTask } from './periodic-task.js';
import { pruneRateLimits } from './rate-limit.js';

/** Buckets live 15 to 60 minutes; sweeping every ten keeps the table near its live size. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

export async function runMaintenance(db: Db): Promise<void> {
  await pruneRateLimits(db);
}

export function startMaintenance({
  db,
  logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
}: {
  db: Db;
  logger: Logger;
  intervalMs?: number;
}): PeriodicTask {
  return startPeriodicTask({
    name: 'maintenance pass',
    intervalMs,
    logger,
    run: () => runMaintenance(db),
  });
}
