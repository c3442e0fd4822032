import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface LocalEvent {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  city: string | null;
  url: string | null;
  /** ISO 8601 */
  startsAt: string;
  endsAt: string | null;
}

export interface EventsPage {
  items: LocalEvent[];
  total: number;
}

export function getEvents(): Promise<EventsPage> {
  return apiFetch<EventsPage>('/api/events?limit=100');
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
