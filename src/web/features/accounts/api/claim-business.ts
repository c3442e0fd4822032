import { useMutation } from '@tanstack/react-query';
import type { ClaimInput } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export function claimBusiness(input: ClaimInput): Promise<{ message: string }> {
  return callApi(apiPaths.account.claim, { body: input });
}

export function useClaimBusiness() {
  return useMutation({ mutationFn: claimBusiness });
}
