import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CONTACT_PAGE_SIZE,
  type ContactSubmission,
  type ContactUpdateInput,
} from '../../../../domain/contact';
import type { Page } from '../../../../domain/paging';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/admin/contact-submissions';
const ROOT_KEY = ['admin', 'contact-submissions'] as const;

export function contactSubmissionsQueryOptions(filter: { archived: boolean; offset: number }) {
  const params = new URLSearchParams({
    archived: String(filter.archived),
    limit: String(CONTACT_PAGE_SIZE),
    offset: String(filter.offset),
  });
  return queryOptions({
    queryKey: [...ROOT_KEY, 'list', filter],
    queryFn: () => apiFetch<Page<ContactSubmission>>(`${BASE}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useContactSubmissions(filter: { archived: boolean; offset: number }) {
  return useQuery(contactSubmissionsQueryOptions(filter));
}

/** Opening a message reads it from the server, which marks an unread one read. */
export function useOpenContactSubmission(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ROOT_KEY, 'detail', id],
    queryFn: async () => {
      const submission = await apiFetch<ContactSubmission>(`${BASE}/${id}`);
      await queryClient.invalidateQueries({ queryKey: [...ROOT_KEY, 'list'] });
      return submission;
    },
  });
}

function useSubmissionWrite<Variables>(request: (v: Variables) => Promise<ContactSubmission>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (submission) => {
      queryClient.setQueryData([...ROOT_KEY, 'detail', submission.id], submission);
      return queryClient.invalidateQueries({ queryKey: [...ROOT_KEY, 'list'] });
    },
  });
}

export const useUpdateContactSubmission = () =>
  useSubmissionWrite(({ id, input }: { id: string; input: ContactUpdateInput }) =>
    apiFetch<ContactSubmission>(`${BASE}/${id}`, { method: 'PATCH', body: input }),
  );

export const useArchiveContactSubmission = () =>
  useSubmissionWrite(({ id, archived }: { id: string; archived: boolean }) =>
    apiFetch<ContactSubmission>(`${BASE}/${id}/${archived ? 'archive' : 'unarchive'}`, {
      method: 'POST',
    }),
  );
