import { apiPaths } from '../api-paths.js';
import { businessExportQuerySchema } from '../business-export.js';
import {
  type AdminBusiness,
  businessEditSchema,
  businessListQuerySchema,
  newBusinessSchema,
  planChangeSchema,
} from '../business-management.js';
import { callableBy, endpointGroup, json, raw } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';
import { CSV, type Message, XLSX } from './shared.js';

const manager = callableBy('manage:business:any');

export const businessesEndpoints = endpointGroup('Businesses', apiPaths.businesses, {
  list: manager('The Businesses tab: every business, filtered', {
    query: businessListQuerySchema,
    answer: json<Page<AdminBusiness>>(),
  }),
  exportCsv: manager('Every business the filters match, as CSV (the import columns)', {
    query: businessExportQuerySchema,
    answer: raw(CSV),
  }),
  exportXlsx: manager('Every business the filters match, as Excel', {
    query: businessExportQuerySchema,
    answer: raw(XLSX),
  }),
  create: manager('Add a business', {
    body: newBusinessSchema,
    answer: json<Message & { business: AdminBusiness }>(201),
  }),
  update: manager("Edit a business's admin fields", {
    params: idParamSchema,
    body: businessEditSchema,
    answer: json<Message & { business: AdminBusiness }>(),
  }),
  delete: manager('Delete a business with its photos', {
    params: idParamSchema,
    answer: json<Message>(),
  }),
  changePlan: manager("Set a business's plan by hand (manual, cash, check, promotional)", {
    params: idParamSchema,
    body: planChangeSchema,
    answer: json<Message & { business: AdminBusiness }>(),
  }),
});
