import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { PublicEvent } from '#domain/events.js';
import type { Page } from '#domain/paging.js';
import { callApi } from '#web/lib/api-client.js';

export function getEvents(): Promise<Page<PublicEvent>> {
  return callApi(apiPaths.events.list, { query: { limit: 100 } });
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
