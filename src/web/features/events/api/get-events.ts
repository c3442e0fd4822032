import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { LocalEvent } from '#domain/events.js';
import type { Page } from '#domain/paging.js';
import { callApi } from '#web/lib/api-client.js';

export function getEvents(): Promise<Page<LocalEvent>> {
  return callApi(apiPaths.directory.events, { query: { limit: 100 } });
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
