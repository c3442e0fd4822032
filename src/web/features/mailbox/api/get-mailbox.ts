import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { MAILBOX_PAGE_SIZE } from '#domain/mailbox.js';
import { callApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';

export const mailboxQueryOptions = (offset: number) => ({
  ...pagedQueryOptions({
    key: ['mailbox'],
    filter: { offset },
    pageSize: MAILBOX_PAGE_SIZE,
    fetchPage: (page) => callApi(apiPaths.admin.mailbox, { query: page }),
  }),
  // New messages arrive while a newcomer waits for a reset link; a refusal stays one.
  refetchInterval: (query: { state: { status: string } }) =>
    query.state.status === 'error' ? false : 5_000,
  staleTime: 0,
});

export function useMailbox(offset: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...mailboxQueryOptions(offset), enabled });
}
