import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { EventInput } from '#domain/event-schemas.js';
import { ADMIN_EVENT_PAGE_SIZE, type AdminEventTab, PROFILE_EVENTS } from '#domain/events.js';
import { type EventListFilters, eventListRequest } from '#domain/page-data.js';
import { ADMIN_DASHBOARD_QUERY_KEY } from '#web/lib/admin-query-keys.js';
import { callApi, urlOf } from '#web/lib/api-client.js';
import { filteredPageQueryOptions, pagedQueryOptions } from '#web/lib/paged-query.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';

/** The /events filters as the address keeps them: a city and College Station dates. */
export type EventFilters = Required<EventListFilters>;

const PUBLIC_KEY = ['events'] as const;
const PORTAL_KEY = ['portal', 'events'] as const;
const ADMIN_KEY = ['admin', 'events'] as const;
/** The Photos tab's key (same call): an upload there refreshes the form's choices. */
const PORTAL_PHOTOS_KEY = ['portal', 'photos'] as const;

/* ----- public ----- */

export const eventsQueryOptions = (filters: EventFilters, offset: number) =>
  filteredPageQueryOptions([...PUBLIC_KEY, 'upcoming', filters, offset], () =>
    callApi(apiPaths.events.list, eventListRequest(filters, offset)),
  );

export function useEvents(filters: EventFilters, offset: number) {
  return useQuery(eventsQueryOptions(filters, offset));
}

/** A business's next events, for its profile. */
export function useBusinessEvents(idOrSlug: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'business', idOrSlug],
    queryFn: () =>
      callApi(apiPaths.events.list, { query: { business: idOrSlug, limit: PROFILE_EVENTS } }),
  });
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'detail', id],
    queryFn: () => callApi(apiPaths.events.detail, { params: { id } }),
    retry: false,
  });
}

/** The event's 'Add to calendar' file. */
export const eventCalendarUrl = (id: string) => urlOf(apiPaths.events.calendar, { params: { id } });

/** The feed of every upcoming event a calendar app subscribes to (served beside the sitemap). */
export const EVENT_FEED_PATH = '/events.ics';

/* ----- owner ----- */

export function usePortalEvents() {
  return useQuery({ queryKey: PORTAL_KEY, queryFn: () => callApi(apiPaths.events.own) });
}

/** The listing's photos, of which the approved ones may illustrate an event. */
export function useEventPhotoChoices() {
  return useQuery({
    queryKey: PORTAL_PHOTOS_KEY,
    queryFn: () => callApi(apiPaths.photos.own),
    select: (photos) => photos.items.filter((photo) => photo.status === 'approved'),
  });
}

export function useSaveEvent() {
  const refresh = useRefreshQueries(PORTAL_KEY, PUBLIC_KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EventInput }) =>
      id
        ? callApi(apiPaths.events.update, { params: { id }, body: input })
        : callApi(apiPaths.events.create, { body: input }),
    onSettled: refresh,
  });
}

export function useCancelEvent() {
  const refresh = useRefreshQueries(PORTAL_KEY, PUBLIC_KEY);
  return useMutation({
    mutationFn: (id: string) => callApi(apiPaths.events.cancel, { params: { id } }),
    onSettled: refresh,
  });
}

/* ----- admin ----- */

export const adminEventsQueryOptions = (filter: { status: AdminEventTab; offset: number }) =>
  pagedQueryOptions({
    key: ADMIN_KEY,
    filter,
    pageSize: ADMIN_EVENT_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.events.adminList, { query: { status: filter.status, ...page } }),
  });

export function useAdminEvents(filter: { status: AdminEventTab; offset: number }) {
  return useQuery(adminEventsQueryOptions(filter));
}

export type AdminEventDecision = 'approved' | 'rejected' | 'cancelled';

export function useAdminEventStatus() {
  const refresh = useRefreshQueries(ADMIN_KEY, ADMIN_DASHBOARD_QUERY_KEY, PUBLIC_KEY);
  return useMutation({
    mutationFn: ({
      id,
      status,
      notes,
    }: {
      id: string;
      status: AdminEventDecision;
      notes: string | null;
    }) => callApi(apiPaths.events.adminStatus, { params: { id }, body: { status, notes } }),
    onSettled: refresh,
  });
}
