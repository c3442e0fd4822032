import type { Context } from 'hono';
import { api } from '../../../domain/api.js';
import { type ActorEnv, actorContext } from '../../platform/auth/guards.js';
import { type Route, route } from '../../platform/routes.js';
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
export const approvalsRoutes: Route[] = [
  route(api.approvals.list, (c, { query }) => {
    const { status, type, limit, offset } = query;
    return findChangeRequests({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      filter: { status, type },
      page: { limit, offset },
    });
  }),
  route(api.approvals.detail, (c, { params }) =>
    getChangeRequest({ db: c.get('deps').database.db, actor: c.get('actor'), id: params.id }),
  ),
  route(api.approvals.approve, (c, { params, body }) =>
    approveChangeRequest({ ...decisionContext(c, params.id), input: body }),
  ),
  route(api.approvals.reject, (c, { params, body }) =>
    rejectChangeRequest({ ...decisionContext(c, params.id), input: body }),
  ),
];
