import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { portalOverviewQueryOptions } from './get-portal-overview';

export function withdrawProfileChange(id: string): Promise<void> {
  return callApi(apiPaths.portal.withdrawChange, { params: { id } });
}

/** Withdraws the waiting change; like submitting, the reload is not awaited. */
export function useWithdrawProfileChange() {
  const queryClient = useQueryClient();
  const { queryKey } = portalOverviewQueryOptions;
  return useMutation({
    mutationFn: withdrawProfileChange,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
