import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import {
  type ApproveChangeInput,
  CHANGE_REQUESTS_PAGE_SIZE,
  type ChangeDecision,
  type ChangeListStatus,
  type ChangeType,
  type RejectChangeInput,
} from '#domain/approvals.js';
import {
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '#web/lib/admin-query-keys.js';
import { callApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';

const ROOT_KEY = ['admin', 'change-requests'] as const;

export interface ChangeRequestFilter {
  status: ChangeListStatus;
  type?: ChangeType;
  offset: number;
}

export const changeRequestsQueryOptions = (filter: ChangeRequestFilter) =>
  pagedQueryOptions({
    key: [...ROOT_KEY, 'list'],
    filter,
    pageSize: CHANGE_REQUESTS_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.approvals.list, {
        query: { status: filter.status, ...page, type: filter.type },
      }),
  });

export function useChangeRequests(filter: ChangeRequestFilter) {
  return useQuery(changeRequestsQueryOptions(filter));
}

export function useChangeRequest(id: string) {
  return useQuery({
    queryKey: [...ROOT_KEY, 'detail', id],
    queryFn: () => callApi(apiPaths.approvals.detail, { params: { id } }),
  });
}

/** After a decision every approval list and the dashboard's counts are out of date. */
function useDecision<Input>(decide: (id: string, input: Input) => Promise<ChangeDecision>) {
  const refresh = useRefreshQueries(
    ROOT_KEY,
    ADMIN_DASHBOARD_QUERY_KEY,
    PUBLIC_BUSINESSES_QUERY_KEY,
  );
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) => decide(id, input),
    onSettled: refresh,
  });
}

export const useApproveChange = () =>
  useDecision((id, input: ApproveChangeInput) =>
    callApi(apiPaths.approvals.approve, { params: { id }, body: input }),
  );
export const useRejectChange = () =>
  useDecision((id, input: RejectChangeInput) =>
    callApi(apiPaths.approvals.reject, { params: { id }, body: input }),
  );
