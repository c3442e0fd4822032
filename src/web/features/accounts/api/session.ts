import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountUser } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Who is signed in (null when nobody): asked once per page load, fresh from the server. */
export function getSession(): Promise<AccountUser | null> {
  return callApi(apiPaths.account.session).then((r) => r.user);
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: getSession,
  staleTime: 30_000,
  retry: 1,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
