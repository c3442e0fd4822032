import { setTimeout as wait } from 'node:timers/promises';
import type { Logger } from './logger.js';

export interface PeriodicTask {
  /** Stops the timer and waits (a little) for a pass under way. */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5_000;

/**
 * Runs `run` at once and then every `intervalMs`, never two passes at once in
 * this process. A failed pass is logged, never thrown: the next one tries
 * again. The timer is unref'd: it never keeps the process alive on its own.
 */
export function startPeriodicTask({
  name,
  intervalMs,
  logger,
  run,
}: {
  /** Names the task in the failure log line. */
  name: string;
  intervalMs: number;
  logger: Logger;
  run: () => Promise<void>;
}): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch((err: unknown) => {
        logger.error(`${name} failed`, { error: String(err) });
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await Promise.race([running, wait(STOP_WAIT_MS, undefined, { ref: false })]);
    },
  };
}
