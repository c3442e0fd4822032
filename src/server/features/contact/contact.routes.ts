import { Hono } from 'hono';
import {
  contactListQuerySchema,
  contactRequestSchema,
  contactUpdateSchema,
} from '../../../domain/contact.js';
import { idParamSchema } from '../../../domain/validation.js';
import { actorContext, allow } from '../../platform/auth/guards.js';
import { clientIp } from '../../platform/client-ip.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import {
  findContactSubmissions,
  openContactSubmission,
  setContactSubmissionArchived,
  submitContactMessage,
  updateContactSubmissionByAdmin,
} from './contact.service.js';

/** POST /api/contact: a visitor's message to the operators (public, captcha, rate limited). */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', contactRequestSchema),
  async (c) => {
    const { config, database, logger } = c.get('deps');
    const { captcha, ...input } = c.req.valid('json');
    const submission = await submitContactMessage({
      db: database.db,
      config,
      logger,
      ipAddress: clientIp(c),
      input,
      captcha,
    });
    return c.json(submission, 201);
  },
);

const manage = allow('manage:contact:any');

/** /api/admin/contact-submissions: the Contact Forms tab. */
export const contactAdminRoutes = new Hono<AppEnv>()
  .get('/', manage, validate('query', contactListQuerySchema), async (c) => {
    const { archived, limit, offset } = c.req.valid('query');
    return c.json(
      await findContactSubmissions({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        archived,
        page: { limit, offset },
      }),
    );
  })
  .get('/:id', manage, validate('param', idParamSchema), async (c) =>
    c.json(await openContactSubmission({ ...actorContext(c), id: c.req.valid('param').id })),
  )
  .patch(
    '/:id',
    manage,
    validate('param', idParamSchema),
    validate('json', contactUpdateSchema),
    async (c) =>
      c.json(
        await updateContactSubmissionByAdmin({
          ...actorContext(c),
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      ),
  )
  .post('/:id/archive', manage, validate('param', idParamSchema), async (c) =>
    c.json(
      await setContactSubmissionArchived({
        ...actorContext(c),
        id: c.req.valid('param').id,
        archived: true,
      }),
    ),
  )
  .post('/:id/unarchive', manage, validate('param', idParamSchema), async (c) =>
    c.json(
      await setContactSubmissionArchived({
        ...actorContext(c),
        id: c.req.valid('param').id,
        archived: false,
      }),
    ),
  );
