import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { sessionsQueryOptions } from './sessions';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return callApi(apiPaths.account.changePassword, { body: input });
}

/** Other devices are signed out by the change, so the session list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
