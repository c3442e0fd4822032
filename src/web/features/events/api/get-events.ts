import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalEvent } from '../../../../domain/events';
import type { Page } from '../../../../domain/paging';
import { apiFetch } from '../../../lib/api-client';

export function getEvents(): Promise<Page<LocalEvent>> {
  return apiFetch<Page<LocalEvent>>('/api/events?limit=100');
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
