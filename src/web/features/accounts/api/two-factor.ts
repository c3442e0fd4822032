import { useMutation } from '@tanstack/react-query';
import type { AccountUser, TwoFactorSetup } from '../../../../domain/accounts';
import { apiFetch } from '../../../lib/api-client';

export function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  return apiFetch('/api/account/two-factor/setup', { method: 'POST', body: { password } });
}

export function confirmTwoFactorSetup(code: string): Promise<{ user: AccountUser }> {
  return apiFetch('/api/account/two-factor/confirm', { method: 'POST', body: { code } });
}

export function disableTwoFactor(password: string): Promise<{ user: AccountUser }> {
  return apiFetch('/api/account/two-factor/disable', { method: 'POST', body: { password } });
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
