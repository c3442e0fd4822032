/**
 * PostgreSQL advisory locks for work that server processes sharing one database must
 * not do at the same time: applying migrations and seeding at start-up, scheduled
 * tasks. A session-level lock belongs to a connection, so it is taken and let go on a
 * connection reserved for it (reserveConnection) while the work itself uses the pool
 * as usual. A process that dies loses its connection, and PostgreSQL lets the lock go
 * with it. On PGlite (one process, one connection) the lock is always free.
 * See docs/decisions/015-several-servers.md.
 */
import { setTimeout as wait } from 'node:timers/promises';
import { type Db, type ReservedConnection, reserveConnection } from './client.js';

/** 'BCSL': our locks' first key, apart from other programs' locks on the same database. */
const NAMESPACE = 0x4243534c;
/** How often a waiting process asks again (a blocking wait would meet the statement timeout). */
const POLL_MS = 100;

const TRY_LOCK = 'select pg_try_advisory_lock($1, hashtext($2)) as locked';
const UNLOCK = 'select pg_advisory_unlock($1, hashtext($2))';

async function onReservedConnection<T>(
  db: Db,
  use: (connection: ReservedConnection) => Promise<T>,
): Promise<T> {
  const connection = await reserveConnection(db);
  let failed = false;
  try {
    return await use(connection);
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    // After a failure the connection is closed rather than reused: whatever it may
    // still hold (a lock whose unlock failed) goes with it.
    connection.release(failed);
  }
}

async function tryLock(connection: ReservedConnection, name: string): Promise<boolean> {
  const [row] = await connection.query<{ locked: boolean }>(TRY_LOCK, [NAMESPACE, name]);
  return row.locked;
}

async function runAndUnlock<T>(
  connection: ReservedConnection,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } finally {
    await connection.query(UNLOCK, [NAMESPACE, name]);
  }
}

/**
 * Runs `work` holding the lock `name`, waiting while another process holds it
 * (`onWait` is called once, the first time it has to wait).
 */
export function withAdvisoryLock<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
  { onWait }: { onWait?: () => void } = {},
): Promise<T> {
  return onReservedConnection(db, async (connection) => {
    let waited = false;
    while (!(await tryLock(connection, name))) {
      if (!waited) onWait?.();
      waited = true;
      await wait(POLL_MS);
    }
    return runAndUnlock(connection, name, work);
  });
}

/** Runs `work` holding the lock `name` if no other process holds it; says whether it ran. */
export function tryWithAdvisoryLock(
  db: Db,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  return onReservedConnection(db, async (connection) => {
    if (!(await tryLock(connection, name))) return false;
    await runAndUnlock(connection, name, work);
    return true;
  });
}
