import { useMutation } from '@tanstack/react-query';
import type { AccountUser, TwoFactorSetup } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  return callApi(apiPaths.account.startTwoFactor, { body: { password } });
}

export function confirmTwoFactorSetup(code: string): Promise<{ user: AccountUser }> {
  return callApi(apiPaths.account.confirmTwoFactor, { body: { code } });
}

export function disableTwoFactor(password: string): Promise<{ user: AccountUser }> {
  return callApi(apiPaths.account.disableTwoFactor, { body: { password } });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

export function useConfirmTwoFactorSetup() {
  return useMutation({ mutationFn: confirmTwoFactorSetup });
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
