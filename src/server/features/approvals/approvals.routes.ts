import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  approveChangeSchema,
  changeListQuerySchema,
  rejectChangeSchema,
} from '../../../domain/approvals.js';
import { idParamSchema } from '../../../domain/validation.js';
import { type ActorEnv, actorContext, allow } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import {
  approveChangeRequest,
  findChangeRequests,
  getChangeRequest,
  rejectChangeRequest,
} from './approvals.service.js';

function decisionContext(c: Context<ActorEnv>, id: string) {
  return { ...actorContext(c), config: c.get('deps').config, id };
}

/** /api/admin/change-requests: business claims and profile changes, and the decisions on them. */
export const approvalsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    allow('read:change-request:any'),
    validate('query', changeListQuerySchema),
    async (c) => {
      const { status, type, limit, offset } = c.req.valid('query');
      return c.json(
        await findChangeRequests({
          db: c.get('deps').database.db,
          actor: c.get('actor'),
          filter: { status, type },
          page: { limit, offset },
        }),
      );
    },
  )
  .get('/:id', allow('read:change-request:any'), validate('param', idParamSchema), async (c) => {
    return c.json(
      await getChangeRequest({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        id: c.req.valid('param').id,
      }),
    );
  })
  .post(
    '/:id/approve',
    allow('process:change-request:any'),
    validate('param', idParamSchema),
    validate('json', approveChangeSchema),
    async (c) => {
      const ctx = decisionContext(c, c.req.valid('param').id);
      return c.json(await approveChangeRequest({ ...ctx, input: c.req.valid('json') }));
    },
  )
  .post(
    '/:id/reject',
    allow('process:change-request:any'),
    validate('param', idParamSchema),
    validate('json', rejectChangeSchema),
    async (c) => {
      const ctx = decisionContext(c, c.req.valid('param').id);
      return c.json(await rejectChangeRequest({ ...ctx, input: c.req.valid('json') }));
    },
  );
