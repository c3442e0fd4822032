import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../../../domain/accounts';
import { apiFetch } from '../../../lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiFetch('/api/account/password/forgot', { method: 'POST', body: input });
}

export function resetPassword(
  input: ResetPasswordInput,
): Promise<{ message: string; portal: 'business' | 'admin' }> {
  return apiFetch('/api/account/password/reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
