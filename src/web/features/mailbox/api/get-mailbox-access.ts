import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxAccess } from '../../../../domain/mailbox';
import { apiFetch } from '../../../lib/api-client';

/** Asked before the list, so a refusal is explained without a failed request. */
export function getMailboxAccess(): Promise<MailboxAccess> {
  return apiFetch<MailboxAccess>('/api/mailbox/access');
}

export const mailboxAccessQueryOptions = () =>
  queryOptions({ queryKey: ['mailbox', 'access'], queryFn: getMailboxAccess, staleTime: 0 });

export function useMailboxAccess() {
  return useQuery(mailboxAccessQueryOptions());
}
