import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxPage } from '../../../../domain/mailbox';
import { apiFetch } from '../../../lib/api-client';

export const MAILBOX_PAGE_SIZE = 25;

export function getMailbox(offset: number): Promise<MailboxPage> {
  return apiFetch<MailboxPage>(`/api/mailbox?limit=${MAILBOX_PAGE_SIZE}&offset=${offset}`);
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
