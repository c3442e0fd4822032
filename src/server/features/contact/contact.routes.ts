import { api } from '#domain/api.js';
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
  route(api.directory.contact, (_c, { ctx, body }) => {
    const { captcha, ...input } = body;
    return submitContactMessage({ ...ctx, ipAddress: ctx.meta.ip, input, captcha });
  }),
  /** /api/admin/contact-submissions: the Contact Forms tab. */
  route(api.contact.list, (_c, { ctx, query }) => {
    const { archived, limit, offset } = query;
    return findContactSubmissions({ ...ctx, filter: { archived }, page: { limit, offset } });
  }),
  route(api.contact.open, (_c, { ctx, params }) =>
    openContactSubmission({ ...ctx, id: params.id }),
  ),
  route(api.contact.update, (_c, { ctx, params, body }) =>
    updateContactSubmissionByAdmin({ ...ctx, id: params.id, input: body }),
  ),
  route(api.contact.archive, (_c, { ctx, params }) =>
    setContactSubmissionArchived({ ...ctx, id: params.id, archived: true }),
  ),
  route(api.contact.unarchive, (_c, { ctx, params }) =>
    setContactSubmissionArchived({ ...ctx, id: params.id, archived: false }),
  ),
];
