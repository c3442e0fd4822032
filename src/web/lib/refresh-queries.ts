import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * What to call after a write: refetches every query under each of `keys` (the lists
 * and counts the write changed) and resolves once they all have.
 */
export function useRefreshQueries(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
