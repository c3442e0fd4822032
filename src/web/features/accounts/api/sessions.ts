import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => callApi(apiPaths.account.sessions),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiPaths.account.signOutOthers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(apiPaths.account.revokeSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
