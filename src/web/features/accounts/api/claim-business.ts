import { useMutation } from '@tanstack/react-query';
import type { ClaimInput } from '../../../../domain/accounts';
import { apiPaths } from '../../../../domain/api-paths';
import { callApi } from '../../../lib/api-client';

export function claimBusiness(input: ClaimInput): Promise<{ message: string }> {
  return callApi(apiPaths.account.claim, { body: input });
}

export function useClaimBusiness() {
  return useMutation({ mutationFn: claimBusiness });
}
