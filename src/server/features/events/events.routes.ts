import { Hono } from 'hono';
import { api } from '#domain/api.js';
import type { AppEnv } from '../../platform/request-context.js';
import { type Route, route } from '../../platform/routes.js';
import {
  cancelOwnEvent,
  createOwnEvent,
  decideEvent,
  listEventsForAdmin,
  listOwnEvents,
  updateOwnEvent,
} from './event-submissions.service.js';
import {
  getEventCalendarFile,
  getEventFeed,
  getPublicEvent,
  listPublicEvents,
} from './events.service.js';

const CALENDAR = 'text/calendar; charset=utf-8';

/** /api/events (public), /api/portal/events (the owner), /api/admin/events (approvals). */
export const eventsRoutes: Route[] = [
  route(api.events.list, async (c, { ctx, query }) => {
    const page = await listPublicEvents({ ...ctx, query });
    c.header('Cache-Control', 'public, max-age=60');
    return page;
  }),
  route(api.events.detail, async (c, { ctx, params }) => {
    const event = await getPublicEvent({ ...ctx, id: params.id });
    c.header('Cache-Control', 'public, max-age=60');
    return event;
  }),
  route(api.events.calendar, async (c, { ctx, params }) => {
    const { ics, fileName } = await getEventCalendarFile({
      ...ctx,
      site: { publicUrl: ctx.config.publicUrl, siteName: ctx.config.public.siteName },
      id: params.id,
    });
    return c.body(ics, 200, {
      'Content-Type': CALENDAR,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=60',
    });
  }),

  route(api.events.own, (_c, { ctx }) => listOwnEvents(ctx)),
  route(api.events.create, (_c, { ctx, body }) => createOwnEvent({ ...ctx, input: body })),
  route(api.events.update, (_c, { ctx, params, body }) =>
    updateOwnEvent({ ...ctx, id: params.id, input: body }),
  ),
  route(api.events.cancel, (_c, { ctx, params }) => cancelOwnEvent({ ...ctx, id: params.id })),

  route(api.events.adminList, (_c, { ctx, query }) => {
    const { status, limit, offset } = query;
    return listEventsForAdmin({ ...ctx, filter: { status }, page: { limit, offset } });
  }),
  route(api.events.adminStatus, (_c, { ctx, params, body }) =>
    decideEvent({ ...ctx, id: params.id, status: body.status, notes: body.notes }),
  ),
];

/**
 * /events.ics: the calendar feed Google Calendar or Apple Calendar subscribe to. A
 * page-level address (beside /sitemap.xml), not an API call.
 */
export const eventFeedRoutes = new Hono<AppEnv>().get('/events.ics', async (c) => {
  const { database, config } = c.get('deps');
  const ics = await getEventFeed({
    db: database.db,
    site: { publicUrl: config.publicUrl, siteName: config.public.siteName },
  });
  return c.body(ics, 200, {
    'Content-Type': CALENDAR,
    'Cache-Control': 'public, max-age=900',
  });
});
