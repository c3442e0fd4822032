import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface PendingClaim {
  id: string;
  status: string;
  newData: Record<string, string | null>;
  createdAt: string;
}

export const pendingClaimsQueryOptions = queryOptions({
  queryKey: ['admin', 'claims'],
  queryFn: () => apiFetch<{ items: PendingClaim[]; total: number }>('/api/admin/claims?limit=5'),
});

export function usePendingClaims() {
  return useQuery(pendingClaimsQueryOptions);
}
