import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { WithdrawalQuery } from '#domain/retention.js';
import { callApi } from '#web/lib/api-client.js';

const KEY = ['jobs', 'withdrawal'] as const;

/** What the applicant's withdraw link would delete; reading it deletes nothing. */
export function useWithdrawalPreview(query: WithdrawalQuery | null) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => callApi(apiPaths.jobs.withdrawal, { query: query as WithdrawalQuery }),
    enabled: query !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Withdraws and deletes the application the link names (the server allows it once). */
export function useWithdrawApplication() {
  return useMutation({
    mutationFn: (query: WithdrawalQuery) => callApi(apiPaths.jobs.withdraw, { query }),
  });
}
