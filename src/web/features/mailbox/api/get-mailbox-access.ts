import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { MailboxAccess } from '#domain/mailbox.js';
import { callApi } from '#web/lib/api-client.js';

/** Asked before the list, so a refusal is explained without a failed request. */
export function getMailboxAccess(): Promise<MailboxAccess> {
  return callApi(apiPaths.admin.mailboxAccess);
}

export const mailboxAccessQueryOptions = () =>
  queryOptions({ queryKey: ['mailbox', 'access'], queryFn: getMailboxAccess, staleTime: 0 });

export function useMailboxAccess() {
  return useQuery(mailboxAccessQueryOptions());
}
