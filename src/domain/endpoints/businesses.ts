import { apiPaths } from '../api-paths.js';
import { businessExportQuerySchema } from '../business-export.js';
import {
  type AdminBusiness,
  businessEditSchema,
  businessListQuerySchema,
  newBusinessSchema,
  planChangeSchema,
} from '../business-management.js';
import { endpoint, json, raw } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';
import { CSV, type Message, XLSX } from './shared.js';

export const businessesEndpoints = {
  list: endpoint(apiPaths.businesses.list, {
    summary: 'The Businesses tab: every business, filtered',
    tag: 'Businesses',
    access: 'manage:business:any',
    query: businessListQuerySchema,
    answer: json<Page<AdminBusiness>>(),
  }),
  exportCsv: endpoint(apiPaths.businesses.exportCsv, {
    summary: 'Every business the filters match, as CSV (the import columns)',
    tag: 'Businesses',
    access: 'manage:business:any',
    query: businessExportQuerySchema,
    answer: raw(CSV),
  }),
  exportXlsx: endpoint(apiPaths.businesses.exportXlsx, {
    summary: 'Every business the filters match, as Excel',
    tag: 'Businesses',
    access: 'manage:business:any',
    query: businessExportQuerySchema,
    answer: raw(XLSX),
  }),
  create: endpoint(apiPaths.businesses.create, {
    summary: 'Add a business',
    tag: 'Businesses',
    access: 'manage:business:any',
    body: newBusinessSchema,
    answer: json<Message & { business: AdminBusiness }>(201),
  }),
  update: endpoint(apiPaths.businesses.update, {
    summary: "Edit a business's admin fields",
    tag: 'Businesses',
    access: 'manage:business:any',
    params: idParamSchema,
    body: businessEditSchema,
    answer: json<Message & { business: AdminBusiness }>(),
  }),
  delete: endpoint(apiPaths.businesses.delete, {
    summary: 'Delete a business with its photos',
    tag: 'Businesses',
    access: 'manage:business:any',
    params: idParamSchema,
    answer: json<Message>(),
  }),
  changePlan: endpoint(apiPaths.businesses.changePlan, {
    summary: "Set a business's plan by hand (manual, cash, check, promotional)",
    tag: 'Businesses',
    access: 'manage:business:any',
    params: idParamSchema,
    body: planChangeSchema,
    answer: json<Message & { business: AdminBusiness }>(),
  }),
} as const;
