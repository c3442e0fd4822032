import { queryOptions, useQuery } from '@tanstack/react-query';
import { SECURITY_EVENTS_PAGE_SIZE } from '#domain/admin.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';

export type { SecurityEvent } from '#domain/admin.js';

export interface SecurityEventFilter {
  action: string;
  /** Part of the actor's e-mail address. */
  actor: string;
  success: '' | 'true' | 'false';
  from: string;
  to: string;
  offset: number;
}

/** 'To' is a whole day: up to the start of the next one. */
function endOfDay(day: string): string | undefined {
  if (!day) return undefined;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

export const securityEventsQueryOptions = (filter: SecurityEventFilter) =>
  pagedQueryOptions({
    key: ['admin', 'security-events'],
    filter,
    pageSize: SECURITY_EVENTS_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.admin.securityEvents, {
        query: {
          ...page,
          action: filter.action,
          actor: filter.actor,
          success: filter.success || undefined,
          from: filter.from,
          to: endOfDay(filter.to),
        },
      }),
  });

export function useSecurityEvents(filter: SecurityEventFilter) {
  return useQuery(securityEventsQueryOptions(filter));
}

/** The actions the log holds (admin actions included), for the action filter. */
export const securityActionsQueryOptions = queryOptions({
  queryKey: ['admin', 'security-events', 'actions'],
  queryFn: () => callApi(apiPaths.admin.securityActions),
});

export function useSecurityActions() {
  return useQuery(securityActionsQueryOptions);
}
