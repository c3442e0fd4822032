import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import type { MailboxAccess } from '../../../../domain/mailbox';
import { callApi } from '../../../lib/api-client';

/** Asked before the list, so a refusal is explained without a failed request. */
export function getMailboxAccess(): Promise<MailboxAccess> {
  return callApi(apiPaths.admin.mailboxAccess);
}

export const mailboxAccessQueryOptions = () =>
  queryOptions({ queryKey: ['mailbox', 'access'], queryFn: getMailboxAccess, staleTime: 0 });

export function useMailboxAccess() {
  return useQuery(mailboxAccessQueryOptions());
}
