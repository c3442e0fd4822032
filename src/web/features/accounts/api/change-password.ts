import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';
import { sessionsQueryOptions } from './sessions';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return callApi(apiPaths.account.changePassword, { body: input });
}

/** Other devices are signed out by the change, so the session list is read again. */
export function useChangePassword() {
  const refresh = useRefreshQueries(sessionsQueryOptions.queryKey);
  return useMutation({ mutationFn: changePassword, onSuccess: refresh });
}
