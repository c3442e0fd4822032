import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import type { MailboxPage } from '../../../../domain/mailbox';
import { callApi } from '../../../lib/api-client';

export const MAILBOX_PAGE_SIZE = 25;

export function getMailbox(offset: number): Promise<MailboxPage> {
  return callApi(apiPaths.admin.mailbox, { query: { limit: MAILBOX_PAGE_SIZE, offset } });
}

export const mailboxQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: ['mailbox', offset],
    queryFn: () => getMailbox(offset),
    // New messages arrive while a newcomer waits for a reset link; a refusal stays one.
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5_000),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMailbox(offset: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...mailboxQueryOptions(offset), enabled });
}
