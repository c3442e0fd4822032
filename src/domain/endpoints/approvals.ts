import { apiPaths } from '../api-paths.js';
import {
  approveChangeSchema,
  type ChangeDecision,
  type ChangeRequestDetail,
  type ChangeRequestSummary,
  changeListQuerySchema,
  rejectChangeSchema,
} from '../approvals.js';
import { callableBy, endpointGroup, json } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';

const reader = callableBy('read:change-request:any');
const decide = callableBy('process:change-request:any').sharing({
  params: idParamSchema,
  answer: json<ChangeDecision>(),
});

export const approvalsEndpoints = endpointGroup('Approvals', apiPaths.approvals, {
  list: reader('Business claims and profile changes, by status and type', {
    query: changeListQuerySchema,
    answer: json<Page<ChangeRequestSummary>>(),
  }),
  detail: reader('One claim or profile change with what it would change', {
    params: idParamSchema,
    answer: json<ChangeRequestDetail>(),
  }),
  approve: decide('Approve a claim or profile change', { body: approveChangeSchema }),
  reject: decide('Reject a claim or profile change', { body: rejectChangeSchema }),
});
