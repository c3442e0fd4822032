import { Hono } from 'hono';
import { queryDriver } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppEnv } from '../../platform/request-context.js';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database, logger } = c.get('deps');
  try {
    // Straight to the driver: whether the database answers needs no query builder.
    await queryDriver(database.db, 'select 1');
  } catch (err) {
    logger.error('health check failed', { error: String(err) });
    throw new AppError('unavailable', 'The database is not reachable.');
  }
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok', database: database.kind });
});
