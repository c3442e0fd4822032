import { apiPaths } from '../api-paths.js';
import { businessExportQuerySchema } from '../business-export.js';
import {
  type AdminBusiness,
  businessEditSchema,
  businessListQuerySchema,
  newBusinessSchema,
  planChangeSchema,
  type UnreadHours,
} from '../business-management.js';
import { callableBy, endpointGroup, json, raw } from '../endpoint.js';
import type { Page } from '../paging.js';
import type { OwnerErased } from '../retention.js';
import { idParamSchema } from '../validation.js';
import { CSV, type Message, XLSX } from './shared.js';

const manager = callableBy('manage:business:any');
const exportBusinesses = manager.sharing({ query: businessExportQuerySchema });
const editBusiness = manager.sharing({
  params: idParamSchema,
  answer: json<Message & { business: AdminBusiness }>(),
});

export const businessesEndpoints = endpointGroup('Businesses', apiPaths.businesses, {
  list: manager('The Businesses tab: every business, filtered', {
    query: businessListQuerySchema,
    answer: json<Page<AdminBusiness>>(),
  }),
  exportCsv: exportBusinesses('Every business the filters match, as CSV (the import columns)', {
    answer: raw(CSV),
  }),
  exportXlsx: exportBusinesses('Every business the filters match, as Excel', { answer: raw(XLSX) }),
  unreadHours: manager('Businesses whose hours text was not read in full, with what was not', {
    answer: json<{ items: UnreadHours[]; total: number }>(),
  }),
  create: manager('Add a business', {
    body: newBusinessSchema,
    answer: json<Message & { business: AdminBusiness }>(201),
  }),
  update: editBusiness("Edit a business's admin fields", { body: businessEditSchema }),
  delete: manager('Delete a business with its photos', {
    params: idParamSchema,
    answer: json<Message>(),
  }),
  eraseOwner: manager(
    "Erase the business owner's account and personal data; the listing stays, unclaimed",
    { params: idParamSchema, answer: json<OwnerErased>() },
  ),
  changePlan: editBusiness("Set a business's plan by hand (manual, cash, check, promotional)", {
    body: planChangeSchema,
  }),
});
