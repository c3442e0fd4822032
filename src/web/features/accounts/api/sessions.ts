import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => callApi(apiPaths.account.sessions),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function useSignOutOtherSessions() {
  const refresh = useRefreshQueries(sessionsQueryOptions.queryKey);
  return useMutation({
    mutationFn: () => callApi(apiPaths.account.signOutOthers),
    onSuccess: refresh,
  });
}

export function useRevokeSession() {
  const refresh = useRefreshQueries(sessionsQueryOptions.queryKey);
  return useMutation({
    mutationFn: (id: string) => callApi(apiPaths.account.revokeSession, { params: { id } }),
    onSuccess: refresh,
  });
}
