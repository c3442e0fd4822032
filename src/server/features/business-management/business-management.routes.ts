import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { exportBusinesses } from './business-export.js';
import {
  changeBusinessPlan,
  createBusinessByAdmin,
  deleteBusinessByAdmin,
  findBusinessesForAdmin,
  listUnreadHours,
  updateBusinessByAdmin,
} from './business-management.service.js';
import { eraseOwnerOfBusiness } from './owner-erasure.service.js';

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
  route(api.businesses.list, (_c, { ctx, query }) => {
    const { search, category, plan, geocode, limit, offset } = query;
    return findBusinessesForAdmin({
      ...ctx,
      filter: { search, category, plan, geocode },
      page: { limit, offset },
    });
  }),
  route(api.businesses.exportCsv, (_c, { ctx, query }) =>
    download(exportBusinesses({ ...ctx, filter: query, format: 'csv' })),
  ),
  route(api.businesses.exportXlsx, (_c, { ctx, query }) =>
    download(exportBusinesses({ ...ctx, filter: query, format: 'xlsx' })),
  ),
  route(api.businesses.unreadHours, (_c, { ctx }) => listUnreadHours(ctx)),
  route(api.businesses.create, (_c, { ctx, body }) =>
    createBusinessByAdmin({ ...ctx, input: body }),
  ),
  route(api.businesses.update, (_c, { ctx, params, body }) =>
    updateBusinessByAdmin({ ...ctx, id: params.id, input: body }),
  ),
  route(api.businesses.delete, (_c, { ctx, params }) =>
    deleteBusinessByAdmin({ ...ctx, id: params.id }),
  ),
  route(api.businesses.eraseOwner, (_c, { ctx, params }) =>
    eraseOwnerOfBusiness({ ...ctx, id: params.id }),
  ),
  route(api.businesses.changePlan, (_c, { ctx, params, body }) =>
    changeBusinessPlan({ ...ctx, id: params.id, input: body }),
  ),
];
