import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import {
  CONTACT_PAGE_SIZE,
  type ContactSubmission,
  type ContactUpdateInput,
} from '#domain/contact.js';
import { callApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';

const ROOT_KEY = ['admin', 'contact-submissions'] as const;

export const contactSubmissionsQueryOptions = (filter: { archived: boolean; offset: number }) =>
  pagedQueryOptions({
    key: [...ROOT_KEY, 'list'],
    filter,
    pageSize: CONTACT_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.contact.list, {
        query: { archived: filter.archived ? 'true' : 'false', ...page },
      }),
  });

export function useContactSubmissions(filter: { archived: boolean; offset: number }) {
  return useQuery(contactSubmissionsQueryOptions(filter));
}

/** Opening a message reads it from the server, which marks an unread one read. */
export function useOpenContactSubmission(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ROOT_KEY, 'detail', id],
    queryFn: async () => {
      const submission = await callApi(apiPaths.contact.open, { params: { id } });
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
    callApi(apiPaths.contact.update, { params: { id }, body: input }),
  );

export const useArchiveContactSubmission = () =>
  useSubmissionWrite(({ id, archived }: { id: string; archived: boolean }) =>
    callApi(archived ? apiPaths.contact.archive : apiPaths.contact.unarchive, { params: { id } }),
  );
