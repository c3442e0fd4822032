import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import type { PublicEvent } from '../../../../domain/events';
import type { Page } from '../../../../domain/paging';
import { callApi } from '../../../lib/api-client';

export function getEvents(): Promise<Page<PublicEvent>> {
  return callApi(apiPaths.events.list, { query: { limit: 100 } });
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
