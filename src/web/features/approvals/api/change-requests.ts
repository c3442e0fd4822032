import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApproveChangeInput,
  ChangeDecision,
  ChangeListStatus,
  ChangeRequestDetail,
  ChangeRequestSummary,
  ChangeType,
  RejectChangeInput,
} from '../../../../domain/approvals';
import type { Page } from '../../../../domain/paging';
import {
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '../../../lib/admin-query-keys';
import { apiFetch } from '../../../lib/api-client';

export const CHANGE_REQUESTS_PAGE_SIZE = 20;
const BASE = '/api/admin/change-requests';
const ROOT_KEY = ['admin', 'change-requests'] as const;

export interface ChangeRequestFilter {
  status: ChangeListStatus;
  type?: ChangeType;
  offset: number;
}

export function changeRequestsQueryOptions(filter: ChangeRequestFilter) {
  const params = new URLSearchParams({
    status: filter.status,
    limit: String(CHANGE_REQUESTS_PAGE_SIZE),
    offset: String(filter.offset),
  });
  if (filter.type) params.set('type', filter.type);
  return queryOptions({
    queryKey: [...ROOT_KEY, 'list', filter],
    queryFn: () => apiFetch<Page<ChangeRequestSummary>>(`${BASE}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRequests(filter: ChangeRequestFilter) {
  return useQuery(changeRequestsQueryOptions(filter));
}

export function useChangeRequest(id: string) {
  return useQuery({
    queryKey: [...ROOT_KEY, 'detail', id],
    queryFn: () => apiFetch<ChangeRequestDetail>(`${BASE}/${id}`),
  });
}

/** After a decision every approval list and the dashboard's counts are out of date. */
function useDecision<Input>(action: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) =>
      apiFetch<ChangeDecision>(`${BASE}/${id}/${action}`, { method: 'POST', body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BUSINESSES_QUERY_KEY }),
      ]),
  });
}

export const useApproveChange = () => useDecision<ApproveChangeInput>('approve');
export const useRejectChange = () => useDecision<RejectChangeInput>('reject');
