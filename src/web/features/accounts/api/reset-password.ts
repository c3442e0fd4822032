import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return callApi(apiPaths.account.forgotPassword, { body: input });
}

export function resetPassword(
  input: ResetPasswordInput,
): Promise<{ message: string; portal: 'business' | 'admin' }> {
  return callApi(apiPaths.account.resetPassword, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
