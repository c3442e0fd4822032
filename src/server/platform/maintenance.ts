/**
 * Clean-ups of rows that only grow: expired rate-limit buckets (every counted
 * attempt leaves one), expired sessions and one-time tokens. Used captcha challenges
 * need no job here: verifyCaptcha forgets the expired ones in the statement that
 * records a new one. The features' tasks follow (main.ts), among them the clean-up of
 * stored files no row names (stored-files.ts). The pass runs once per interval across
 * all server processes (scheduled-task.ts).
 */
import type { Db } from '../db/client.js';
import { pruneExpiredSessions } from './auth/expired-sessions.js';
import type { Logger } from './logger.js';
import type { PeriodicTask } from './periodic-task.js';
import { pruneRateLimits } from './rate-limit.js';
import { startScheduledTask } from './scheduled-task.js';

/** A feature's own periodic work (e.g. expiring jobs), run after the platform's clean-ups. */
export type MaintenanceTask = () => Promise<unknown>;

export async function runMaintenance(db: Db, tasks: MaintenanceTask[] = []): Promise<void> {
  await pruneRateLimits(db);
  await pruneExpiredSessions(db);
  for (const task of tasks) await task();
}

export function startMaintenance({
  db,
  logger,
  tasks = [],
  intervalMs,
}: {
  db: Db;
  logger: Logger;
  tasks?: MaintenanceTask[];
  /** MAINTENANCE_INTERVAL_MS. */
  intervalMs: number;
}): PeriodicTask {
  return startScheduledTask({
    db,
    name: 'maintenance',
    intervalMs,
    logger,
    run: () => runMaintenance(db, tasks),
  });
}
