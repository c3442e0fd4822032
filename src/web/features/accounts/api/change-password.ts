import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../domain/accounts';
import { apiFetch } from '../../../lib/api-client';
import { sessionsQueryOptions } from './sessions';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiFetch('/api/account/password/change', { method: 'POST', body: input });
}

/** Other devices are signed out by the change, so the session list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
