import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { listUpcomingEvents } from './events.service.js';

export const eventsRoutes: Route[] = [
  route(api.directory.events, async (c, { ctx, query }) => {
    const page = await listUpcomingEvents({ ...ctx, page: query });
    c.header('Cache-Control', 'public, max-age=60');
    return page;
  }),
];
