import { useMutation } from '@tanstack/react-query';
import type { ClaimInput } from '../../../../domain/accounts';
import { apiFetch } from '../../../lib/api-client';

export function claimBusiness(input: ClaimInput): Promise<{ message: string }> {
  return apiFetch('/api/account/claim', { method: 'POST', body: input });
}

export function useClaimBusiness() {
  return useMutation({ mutationFn: claimBusiness });
}
