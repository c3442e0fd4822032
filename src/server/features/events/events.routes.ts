import { api } from '../../../domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { listUpcomingEvents } from './events.service.js';

export const eventsRoutes: Route[] = [
  route(api.directory.events, async (c, { query }) => {
    const page = await listUpcomingEvents({ db: c.get('deps').database.db, page: query });
    c.header('Cache-Control', 'public, max-age=60');
    return page;
  }),
];
