import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { SESSION_QUERY_KEY } from './session';

export function signOut(): Promise<{ message: string }> {
  return callApi(apiPaths.account.signOut);
}

/** Signs this device out and forgets every private answer the page had cached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
