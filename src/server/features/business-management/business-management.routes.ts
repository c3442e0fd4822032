import { api } from '../../../domain/api.js';
import { actorContext } from '../../platform/auth/guards.js';
import { type Route, route } from '../../platform/routes.js';
import { exportBusinesses } from './business-export.js';
import {
  changeBusinessPlan,
  createBusinessByAdmin,
  deleteBusinessByAdmin,
  findBusinessesForAdmin,
  updateBusinessByAdmin,
} from './business-management.service.js';

/** The file answer of an export: a download, never cached. */
function download(file: ReturnType<typeof exportBusinesses>) {
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * /api/admin/businesses: the Businesses tab (list, export, plan changes, notes,
 * e-mail, add, delete).
 */
export const businessManagementRoutes: Route[] = [
  route(api.businesses.list, (c, { query }) => {
    const { search, category, plan, limit, offset } = query;
    return findBusinessesForAdmin({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      filter: { search, category, plan },
      page: { limit, offset },
    });
  }),
  route(api.businesses.exportCsv, (c, { query }) =>
    download(exportBusinesses({ ...actorContext(c), filter: query, format: 'csv' })),
  ),
  route(api.businesses.exportXlsx, (c, { query }) =>
    download(exportBusinesses({ ...actorContext(c), filter: query, format: 'xlsx' })),
  ),
  route(api.businesses.create, (c, { body }) =>
    createBusinessByAdmin({ ...actorContext(c), input: body }),
  ),
  route(api.businesses.update, (c, { params, body }) =>
    updateBusinessByAdmin({ ...actorContext(c), id: params.id, input: body }),
  ),
  route(api.businesses.delete, (c, { params }) =>
    deleteBusinessByAdmin({ ...actorContext(c), id: params.id }),
  ),
  route(api.businesses.changePlan, (c, { params, body }) =>
    changeBusinessPlan({ ...actorContext(c), id: params.id, input: body }),
  ),
];
