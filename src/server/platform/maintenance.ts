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

/** A feature's own periodic work (e.g. expiring jobs), run after the platform's clean-ups. */
export type MaintenanceTask = () => Promise<unknown>;

export async function runMaintenance(db: Db, tasks: MaintenanceTask[] = []): Promise<void> {
  await pruneRateLimits(db);
  for (const task of tasks) await task();
}

export function startMaintenance({
  db,
  logger,
  tasks = [],
  intervalMs = MAINTENANCE_INTERVAL_MS,
}: {
  db: Db;
  logger: Logger;
  tasks?: MaintenanceTask[];
  intervalMs?: number;
}): PeriodicTask {
  return startPeriodicTask({
    name: 'maintenance pass',
    intervalMs,
    logger,
    run: () => runMaintenance(db, tasks),
  });
}
