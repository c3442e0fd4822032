import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { buildOpenApiDocument, renderApiReference } from './api-docs.service.js';

/**
 * The API's description, public: it lists what the server already answers to anyone
 * who asks, and names each endpoint's permission instead of hiding it
 * (docs/decisions/018-endpoint-table.md).
 */
export const apiDocsRoutes: Route[] = [
  route(api.openApi, (c, { ctx }) => {
    c.header('Cache-Control', 'public, max-age=300');
    return buildOpenApiDocument({ serverUrl: ctx.config.publicUrl });
  }),
  route(api.apiReference, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(renderApiReference());
  }),
];
