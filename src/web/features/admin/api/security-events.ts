import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SecurityEvent {
  id: number;
  action: string;
  success: boolean;
  resourceType: string | null;
  resourceId: string | null;
  errorMessage: string | null;
  metadata: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  actorEmail: string | null;
  createdAt: string;
}

export interface SecurityEventFilter {
  action: string;
  /** Part of the actor's e-mail address. */
  actor: string;
  success: '' | 'true' | 'false';
  from: string;
  to: string;
  offset: number;
}

export const SECURITY_EVENTS_PAGE_SIZE = 20;

export function securityEventsQueryOptions(filter: SecurityEventFilter) {
  const params = new URLSearchParams({
    limit: String(SECURITY_EVENTS_PAGE_SIZE),
    offset: String(filter.offset),
  });
  if (filter.action) params.set('action', filter.action);
  if (filter.actor) params.set('actor', filter.actor);
  if (filter.success) params.set('success', filter.success);
  if (filter.from) params.set('from', filter.from);
  // 'To' is a whole day: up to the start of the next one.
  if (filter.to) {
    const next = new Date(`${filter.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    params.set('to', next.toISOString());
  }
  return queryOptions({
    queryKey: ['admin', 'security-events', filter],
    queryFn: () =>
      apiFetch<{ items: SecurityEvent[]; total: number }>(`/api/admin/security-events?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEvents(filter: SecurityEventFilter) {
  return useQuery(securityEventsQueryOptions(filter));
}

/** The actions the log holds (admin actions included), for the action filter. */
export const securityActionsQueryOptions = queryOptions({
  queryKey: ['admin', 'security-events', 'actions'],
  queryFn: () => apiFetch<{ actions: string[] }>('/api/admin/security-events/actions'),
});

export function useSecurityActions() {
  return useQuery(securityActionsQueryOptions);
}
