import { Hono } from 'hono';
import { requireUser } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { getPortalOverview } from './portal.service.js';

/** /api/portal: the signed-in business owner's own data (401 signed out, 403 other roles). */
export const portalRoutes = new Hono<AppEnv>().get('/me', async (c) => {
  const user = await requireUser(c);
  c.header('Cache-Control', 'no-store');
  return c.json(await getPortalOverview({ db: c.get('deps').database.db, user }));
});
