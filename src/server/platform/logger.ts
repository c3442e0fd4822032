/** One JSON object per line on stdout: easy to grep, easy to ship. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const min = ORDER[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
  };
}

/** Lines wait at most this long to be written, together with the others. */
const LOG_DELAY_MS = 50;

/**
 * Lines gathered for LOG_DELAY_MS and written to stdout together, so a busy server
 * makes about twenty writes a second instead of one per request or per event-loop
 * turn (stdout to a file is a blocking write in Node, a system call each). What is
 * gathered is written before the process exits; a process killed outright loses at
 * most the last LOG_DELAY_MS of lines.
 */
export function batchedStdout(
  out: (chunk: string) => void = (chunk) => process.stdout.write(chunk),
): (line: string) => void {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    out(chunk);
  };
  process.on('exit', flush);
  return (line) => {
    pending.push(`${line}\n`);
    if (!scheduled) {
      scheduled = true;
      // Waiting lines do not keep the process alive; exit writes them.
      setTimeout(flush, LOG_DELAY_MS).unref();
    }
  };
}

export function serializeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    return { name: err.name, message: err.message, stack: err.stack };
  }
  return { value: String(err) };
}
