/**
 * Work that must run once per interval however many server processes share the
 * database (job expiry, clean-ups). Every process checks ten times per interval; a
 * check takes the task's advisory lock, so a long pass never overlaps the next one on
 * another server, and under it claims the run in scheduled_task_runs only when the
 * last run started an interval ago or more, by the database's clock (the servers'
 * clocks do not matter). A failed pass counts as the interval's run: the next try
 * comes an interval later, not from the next server to check.
 * See docs/decisions/015-several-servers.md.
 */
import { sql } from 'drizzle-orm';
import { tryWithAdvisoryLock } from '../db/advisory-lock.js';
import { type Db, queryRows } from '../db/client.js';
import type { Logger } from './logger.js';
import { type PeriodicTask, startPeriodicTask } from './periodic-task.js';

/** Checks per interval: a run starts at most a tenth of an interval after it is due. */
const CHECKS_PER_INTERVAL = 10;

/**
 * Runs `run` if no process is running the task `name` and its last run started
 * `intervalMs` ago or more (or never). Answers when this run started (the database's
 * time), or null when it was not this process's turn.
 */
export async function runIfDue({
  db,
  name,
  intervalMs,
  run,
}: {
  db: Db;
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
}): Promise<Date | null> {
  let startedAt: Date | null = null;
  await tryWithAdvisoryLock(db, `scheduled-task:${name}`, async () => {
    const [claimed] = await queryRows<{ last_run_at: Date | string }>(
      db,
      sql`insert into scheduled_task_runs (name, last_run_at) values (${name}, now())
          on conflict (name) do update set last_run_at = excluded.last_run_at
          where scheduled_task_runs.last_run_at <= now() - make_interval(secs => ${intervalMs / 1000})
          returning last_run_at`,
    );
    if (!claimed) return;
    startedAt = new Date(claimed.last_run_at);
    await run();
  });
  return startedAt;
}

/**
 * Checks `name` every tenth of `intervalMs` in this process and runs it when due
 * (runIfDue). A run is logged as 'scheduled task ran' with its start; a failed one
 * as '{name} pass failed'.
 */
export function startScheduledTask({
  db,
  name,
  intervalMs,
  logger,
  run,
}: {
  db: Db;
  name: string;
  intervalMs: number;
  logger: Logger;
  run: () => Promise<unknown>;
}): PeriodicTask {
  return startPeriodicTask({
    name: `${name} pass`,
    intervalMs: intervalMs / CHECKS_PER_INTERVAL,
    logger,
    run: async () => {
      const started = performance.now();
      const startedAt = await runIfDue({ db, name, intervalMs, run });
      if (startedAt) {
        logger.info('scheduled task ran', {
          task: name,
          startedAt: startedAt.toISOString(),
          ms: Math.round(performance.now() - started),
        });
      }
    },
  });
}
