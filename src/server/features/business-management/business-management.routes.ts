import { Hono } from 'hono';
import { businessExportQuerySchema } from '../../../domain/business-export.js';
import {
  businessEditSchema,
  businessListQuerySchema,
  newBusinessSchema,
  planChangeSchema,
} from '../../../domain/business-management.js';
import { idParamSchema } from '../../../domain/validation.js';
import { actorContext, allow } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { exportBusinesses } from './business-export.js';
import {
  changeBusinessPlan,
  createBusinessByAdmin,
  deleteBusinessByAdmin,
  findBusinessesForAdmin,
  updateBusinessByAdmin,
} from './business-management.service.js';

const manage = allow('manage:business:any');

/** The file answer of an export: a download, never cached. */
const fileHeaders = (file: { fileName: string; contentType: string }) => ({
  'Content-Type': file.contentType,
  'Content-Disposition': `attachment; filename="${file.fileName}"`,
  'Cache-Control': 'no-store',
});

/**
 * /api/admin/businesses: the Businesses tab (list, export, plan changes, notes,
 * e-mail, add, delete).
 */
export const businessManagementRoutes = new Hono<AppEnv>()
  .get('/', manage, validate('query', businessListQuerySchema), async (c) => {
    const { search, category, plan, limit, offset } = c.req.valid('query');
    return c.json(
      await findBusinessesForAdmin({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        filter: { search, category, plan },
        page: { limit, offset },
      }),
    );
  })
  .get('/export.csv', manage, validate('query', businessExportQuerySchema), (c) => {
    const file = exportBusinesses({
      ...actorContext(c),
      filter: c.req.valid('query'),
      format: 'csv',
    });
    return c.body(file.body, 200, fileHeaders(file));
  })
  .get('/export.xlsx', manage, validate('query', businessExportQuerySchema), (c) => {
    const file = exportBusinesses({
      ...actorContext(c),
      filter: c.req.valid('query'),
      format: 'xlsx',
    });
    return c.body(file.body, 200, fileHeaders(file));
  })
  .post('/', manage, validate('json', newBusinessSchema), async (c) => {
    return c.json(
      await createBusinessByAdmin({ ...actorContext(c), input: c.req.valid('json') }),
      201,
    );
  })
  .patch(
    '/:id',
    manage,
    validate('param', idParamSchema),
    validate('json', businessEditSchema),
    async (c) =>
      c.json(
        await updateBusinessByAdmin({
          ...actorContext(c),
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      ),
  )
  .delete('/:id', manage, validate('param', idParamSchema), async (c) =>
    c.json(await deleteBusinessByAdmin({ ...actorContext(c), id: c.req.valid('param').id })),
  )
  .post(
    '/:id/plan',
    manage,
    validate('param', idParamSchema),
    validate('json', planChangeSchema),
    async (c) =>
      c.json(
        await changeBusinessPlan({
          ...actorContext(c),
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      ),
  );
