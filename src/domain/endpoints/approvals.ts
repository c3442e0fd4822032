import { apiPaths } from '../api-paths.js';
import {
  approveChangeSchema,
  type ChangeDecision,
  type ChangeRequestDetail,
  type ChangeRequestSummary,
  changeListQuerySchema,
  rejectChangeSchema,
} from '../approvals.js';
import { endpoint, json } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';

export const approvalsEndpoints = {
  list: endpoint(apiPaths.approvals.list, {
    summary: 'Business claims and profile changes, by status and type',
    tag: 'Approvals',
    access: 'read:change-request:any',
    query: changeListQuerySchema,
    answer: json<Page<ChangeRequestSummary>>(),
  }),
  detail: endpoint(apiPaths.approvals.detail, {
    summary: 'One claim or profile change with what it would change',
    tag: 'Approvals',
    access: 'read:change-request:any',
    params: idParamSchema,
    answer: json<ChangeRequestDetail>(),
  }),
  approve: endpoint(apiPaths.approvals.approve, {
    summary: 'Approve a claim or profile change',
    tag: 'Approvals',
    access: 'process:change-request:any',
    params: idParamSchema,
    body: approveChangeSchema,
    answer: json<ChangeDecision>(),
  }),
  reject: endpoint(apiPaths.approvals.reject, {
    summary: 'Reject a claim or profile change',
    tag: 'Approvals',
    access: 'process:change-request:any',
    params: idParamSchema,
    body: rejectChangeSchema,
    answer: json<ChangeDecision>(),
  }),
} as const;
