import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MailboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  /** ISO 8601 */
  createdAt: string;
  sentAt: string | null;
}

export interface MailboxPage {
  items: MailboxMessage[];
  total: number;
  /** Where 'sent' messages went: out over SMTP, or only into this mailbox. */
  delivery: 'smtp' | 'mailbox';
}

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
