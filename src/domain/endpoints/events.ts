/** The `events` endpoints of the table (see ../api.ts; issue 26 point 1). */
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json, raw } from '../endpoint.js';
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

const owner = callableBy('manage:event:own');
const admin = callableBy('manage:event:any');
const onEvent = anyone.sharing({ params: eventIdParamSchema });
const onOwnEvent = owner.sharing({
  params: eventIdParamSchema,
  answer: json<Message & { event: ManagedEvent }>(),
});

export const eventsEndpoints = endpointGroup('Events', apiPaths.events, {
  list: anyone('Upcoming events, soonest first: by city, College Station dates or business', {
    query: publicEventsQuerySchema,
    answer: json<Page<PublicEvent>>(),
  }),
  detail: onEvent('One published event (also after it ended or was cancelled)', {
    answer: json<PublicEvent>(),
  }),
  calendar: onEvent("One published event as an iCalendar file ('Add to calendar')", {
    answer: raw('text/calendar; charset=utf-8'),
  }),
  own: owner("The owner's events and the plan's allowance", { answer: json<OwnerEvents>() }),
  create: owner('Submit an event (pending until an admin approves it; Texas Gold, 1 per month)', {
    body: eventInputSchema,
    answer: json<Message & { event: ManagedEvent }>(201),
  }),
  update: onOwnEvent('Edit an event (it goes back to review)', { body: eventInputSchema }),
  cancel: onOwnEvent('Cancel an event (a published one stays listed, marked cancelled)'),
  adminList: admin('Event approvals: events by status', {
    query: adminEventListQuerySchema,
    answer: json<AdminEventList>(),
  }),
  adminStatus: admin('Approve, reject or take down an event', {
    params: eventIdParamSchema,
    body: adminEventDecisionSchema,
    answer: json<Message & { event: ManagedEvent }>(),
  }),
});
