import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { findChangeRequests, getChangeRequest } from './approvals.service.js';
import { approveChangeRequest, rejectChangeRequest } from './decisions.service.js';

/** /api/admin/change-requests: business claims and profile changes, and the decisions on them. */
export const approvalsRoutes: Route[] = [
  route(api.approvals.list, (_c, { ctx, query }) => {
    const { status, type, limit, offset } = query;
    return findChangeRequests({ ...ctx, filter: { status, type }, page: { limit, offset } });
  }),
  route(api.approvals.detail, (_c, { ctx, params }) => getChangeRequest({ ...ctx, id: params.id })),
  route(api.approvals.approve, (_c, { ctx, params, body }) =>
    approveChangeRequest({ ...ctx, id: params.id, input: body }),
  ),
  route(api.approvals.reject, (_c, { ctx, params, body }) =>
    rejectChangeRequest({ ...ctx, id: params.id, input: body }),
  ),
];
