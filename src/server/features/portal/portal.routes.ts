import { Hono } from 'hono';
import { portalMessages } from '../../../domain/portal.js';
import { profileFieldsSchema } from '../../../domain/profile-changes.js';
import { idParam } from '../../../domain/validation.js';
import { allow } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { requestMeta } from '../../platform/request-meta.js';
import { validate } from '../../platform/validate.js';
import { getPortalOverview, submitProfileChange, withdrawProfileChange } from './portal.service.js';

const changeIdParam = idParam(portalMessages.changeIdInvalid);

// requestMeta reads only AppEnv's variables; the guarded routes' env adds the actor.
/**
 * /api/portal: the signed-in business owner's own business (401 signed out, 403
 * other roles). Which business is always read from the account, never the request.
 */
export const portalRoutes = new Hono<AppEnv>()
  .get('/me', allow('read:portal:own'), async (c) =>
    c.json(await getPortalOverview({ db: c.get('deps').database.db, user: c.get('actor') })),
  )
  .post(
    '/profile-changes',
    allow('update:business-profile:own'),
    validate('json', profileFieldsSchema),
    async (c) => {
      const result = await submitProfileChange({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        meta: requestMeta(c),
        input: c.req.valid('json'),
      });
      return c.json(result, 201);
    },
  )
  .delete(
    '/profile-changes/:id',
    allow('update:business-profile:own'),
    validate('param', changeIdParam),
    async (c) => {
      await withdrawProfileChange({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        meta: requestMeta(c),
        id: c.req.valid('param').id,
      });
      return c.body(null, 204);
    },
  );
