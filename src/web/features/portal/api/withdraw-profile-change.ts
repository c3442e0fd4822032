import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { portalOverviewQueryOptions } from './get-portal-overview';

export function withdrawProfileChange(id: string): Promise<void> {
  return apiFetch(`/api/portal/profile-changes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useWithdrawProfileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawProfileChange,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalOverviewQueryOptions.queryKey }),
  });
}
