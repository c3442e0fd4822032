import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import type {
  ApproveChangeInput,
  ChangeDecision,
  ChangeListStatus,
  ChangeType,
  RejectChangeInput,
} from '../../../../domain/approvals';
import {
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';

export const CHANGE_REQUESTS_PAGE_SIZE = 20;
const ROOT_KEY = ['admin', 'change-requests'] as const;

export interface ChangeRequestFilter {
  status: ChangeListStatus;
  type?: ChangeType;
  offset: number;
}

export function changeRequestsQueryOptions(filter: ChangeRequestFilter) {
  const query = {
    status: filter.status,
    limit: CHANGE_REQUESTS_PAGE_SIZE,
    offset: filter.offset,
    type: filter.type,
  };
  return queryOptions({
    queryKey: [...ROOT_KEY, 'list', filter],
    queryFn: () => callApi(apiPaths.approvals.list, { query }),
    placeholderData: keepPreviousData,
  });
}

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) => decide(id, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BUSINESSES_QUERY_KEY }),
      ]),
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
