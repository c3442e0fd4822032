/** The `events` endpoints of the table (see ../api.ts; issue 26 point 1). */
import { apiPaths } from '../api-paths.js';
import { endpoint, json, raw } from '../endpoint.js';
import {
  adminEventDecisionSchema,
  adminEventListQuerySchema,
  eventIdParamSchema,
  eventInputSchema,
  publicEventsQuerySchema,
} from '../event-schemas.js';
import type { AdminEventList, ManagedEvent, OwnerEvents, PublicEvent } from '../events.js';
import type { Page } from '../paging.js';
import type { Message } from './shared.js';

export const eventsEndpoints = {
  list: endpoint(apiPaths.events.list, {
    summary: 'Upcoming events, soonest first: by city, College Station dates or business',
    tag: 'Events',
    access: 'public',
    query: publicEventsQuerySchema,
    answer: json<Page<PublicEvent>>(),
  }),
  detail: endpoint(apiPaths.events.detail, {
    summary: 'One published event (also after it ended or was cancelled)',
    tag: 'Events',
    access: 'public',
    params: eventIdParamSchema,
    answer: json<PublicEvent>(),
  }),
  calendar: endpoint(apiPaths.events.calendar, {
    summary: "One published event as an iCalendar file ('Add to calendar')",
    tag: 'Events',
    access: 'public',
    params: eventIdParamSchema,
    answer: raw('text/calendar; charset=utf-8'),
  }),
  own: endpoint(apiPaths.events.own, {
    summary: "The owner's events and the plan's allowance",
    tag: 'Events',
    access: 'manage:event:own',
    answer: json<OwnerEvents>(),
  }),
  create: endpoint(apiPaths.events.create, {
    summary: 'Submit an event (pending until an admin approves it; Texas Gold, 1 per month)',
    tag: 'Events',
    access: 'manage:event:own',
    body: eventInputSchema,
    answer: json<Message & { event: ManagedEvent }>(201),
  }),
  update: endpoint(apiPaths.events.update, {
    summary: 'Edit an event (it goes back to review)',
    tag: 'Events',
    access: 'manage:event:own',
    params: eventIdParamSchema,
    body: eventInputSchema,
    answer: json<Message & { event: ManagedEvent }>(),
  }),
  cancel: endpoint(apiPaths.events.cancel, {
    summary: 'Cancel an event (a published one stays listed, marked cancelled)',
    tag: 'Events',
    access: 'manage:event:own',
    params: eventIdParamSchema,
    answer: json<Message & { event: ManagedEvent }>(),
  }),
  adminList: endpoint(apiPaths.events.adminList, {
    summary: 'Event approvals: events by status',
    tag: 'Events',
    access: 'manage:event:any',
    query: adminEventListQuerySchema,
    answer: json<AdminEventList>(),
  }),
  adminStatus: endpoint(apiPaths.events.adminStatus, {
    summary: 'Approve, reject or take down an event',
    tag: 'Events',
    access: 'manage:event:any',
    params: eventIdParamSchema,
    body: adminEventDecisionSchema,
    answer: json<Message & { event: ManagedEvent }>(),
  }),
} as const;
