import { api } from '../../../domain/api.js';
import { actorContext } from '../../platform/auth/guards.js';
import { clientIp } from '../../platform/client-ip.js';
import { type Route, route } from '../../platform/routes.js';
import {
  findContactSubmissions,
  openContactSubmission,
  setContactSubmissionArchived,
  submitContactMessage,
  updateContactSubmissionByAdmin,
} from './contact.service.js';

export const contactRoutes: Route[] = [
  /** A visitor's message to the operators (public, captcha, rate limited). */
  route(api.directory.contact, (c, { body }) => {
    const { config, database, logger } = c.get('deps');
    const { captcha, ...input } = body;
    return submitContactMessage({
      db: database.db,
      config,
      logger,
      ipAddress: clientIp(c),
      input,
      captcha,
    });
  }),
  /** /api/admin/contact-submissions: the Contact Forms tab. */
  route(api.contact.list, (c, { query }) => {
    const { archived, limit, offset } = query;
    return findContactSubmissions({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      archived,
      page: { limit, offset },
    });
  }),
  route(api.contact.open, (c, { params }) =>
    openContactSubmission({ ...actorContext(c), id: params.id }),
  ),
  route(api.contact.update, (c, { params, body }) =>
    updateContactSubmissionByAdmin({ ...actorContext(c), id: params.id, input: body }),
  ),
  route(api.contact.archive, (c, { params }) =>
    setContactSubmissionArchived({ ...actorContext(c), id: params.id, archived: true }),
  ),
  route(api.contact.unarchive, (c, { params }) =>
    setContactSubmissionArchived({ ...actorContext(c), id: params.id, archived: false }),
  ),
];
