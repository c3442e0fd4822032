import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { ReportStatus } from '#domain/listing-upkeep.js';
import {
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '#web/lib/admin-query-keys.js';
import { callApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';

export const UPKEEP_PAGE_SIZE = 20;
const REPORTS_KEY = ['admin', 'problem-reports'] as const;
const STALE_KEY = ['admin', 'stale-listings'] as const;

export const problemReportsQueryOptions = (filter: { status: ReportStatus; offset: number }) =>
  pagedQueryOptions({
    key: REPORTS_KEY,
    filter,
    pageSize: UPKEEP_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.upkeep.reports, { query: { status: filter.status, ...page } }),
  });

export function useProblemReports(filter: { status: ReportStatus; offset: number }) {
  return useQuery(problemReportsQueryOptions(filter));
}

export const staleListingsQueryOptions = (filter: { offset: number }) =>
  pagedQueryOptions({
    key: STALE_KEY,
    filter,
    pageSize: UPKEEP_PAGE_SIZE,
    fetchPage: (page) => callApi(apiPaths.upkeep.staleListings, { query: page }),
  });

export function useStaleListings(filter: { offset: number }) {
  return useQuery(staleListingsQueryOptions(filter));
}

/** A write of the queues: the lists and the dashboard's counts read again. */
function useUpkeepWrite<Variables, Answer>(request: (v: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: STALE_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BUSINESSES_QUERY_KEY }),
      ]),
  });
}

export const useDecideReport = () =>
  useUpkeepWrite(({ id, status }: { id: string; status: 'resolved' | 'dismissed' }) =>
    callApi(apiPaths.upkeep.decideReport, { params: { id }, body: { status } }),
  );

export const useSetBusinessClosed = () =>
  useUpkeepWrite(({ id, closed }: { id: string; closed: boolean }) =>
    callApi(closed ? apiPaths.upkeep.close : apiPaths.upkeep.reopen, { params: { id } }),
  );

export const useConfirmListing = () =>
  useUpkeepWrite(({ id }: { id: string }) =>
    callApi(apiPaths.upkeep.confirmListing, { params: { id } }),
  );
