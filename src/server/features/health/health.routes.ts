import { api } from '#domain/api.js';
import { queryDriver } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { type Route, route } from '../../platform/routes.js';

export const healthRoutes: Route[] = [
  route(api.health, async (c, { ctx }) => {
    const { database } = c.get('deps');
    try {
      // Straight to the driver: whether the database answers needs no query builder.
      await queryDriver(database.db, 'select 1');
    } catch (err) {
      ctx.logger.error('health check failed', { error: String(err) });
      throw new AppError('unavailable', 'The database is not reachable.');
    }
    c.header('Cache-Control', 'no-store');
    return { status: 'ok' as const, database: database.kind };
  }),
];
