import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '../../../../domain/accounts';
import { apiFetch } from '../../../lib/api-client';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => apiFetch<{ items: AccountSession[]; total: number }>('/api/account/sessions'),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ revoked: number }>('/api/account/sessions/sign-out-others', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
