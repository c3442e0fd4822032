/** The `upkeep` endpoints of the table (see ../api.ts; issue 29 point 5). */
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json, raw } from '../endpoint.js';
import type { ProblemReport, StaleListing } from '../listing-upkeep.js';
import {
  confirmLinkQuerySchema,
  problemReportRequestSchema,
  reportDecisionSchema,
  reportListQuerySchema,
  staleListQuerySchema,
} from '../listing-upkeep-schemas.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';
import { type Message, textParam } from './shared.js';

const HTML = 'text/html; charset=utf-8';

const admin = callableBy('manage:business:any');
const onBusiness = admin.sharing({ params: idParamSchema });

export const listingUpkeepEndpoints = endpointGroup('Listing upkeep', apiPaths.upkeep, {
  report: anyone("A visitor's report of a problem with a listing (captcha, rate limited)", {
    params: textParam('idOrSlug'),
    body: problemReportRequestSchema,
    answer: json<Message & { id: string }>(201),
  }),
  confirmPage: anyone("The reminder's signed link: what its button will confirm", {
    query: confirmLinkQuerySchema,
    answer: raw(HTML),
  }),
  confirm: anyone("The reminder's button: the owner confirms the listing is still correct", {
    query: confirmLinkQuerySchema,
    answer: raw(HTML),
  }),
  reports: admin('The Reports queue', {
    query: reportListQuerySchema,
    answer: json<Page<ProblemReport>>(),
  }),
  decideReport: admin('Resolve or dismiss a report', {
    params: idParamSchema,
    body: reportDecisionSchema,
    answer: json<ProblemReport>(),
  }),
  staleListings: admin('Unclaimed listings nobody confirmed for 12 months', {
    query: staleListQuerySchema,
    answer: json<Page<StaleListing>>(),
  }),
  confirmListing: onBusiness('Confirm a listing as correct (by BCS Local)', {
    answer: json<Message & { confirmedAt: string }>(),
  }),
  close: onBusiness('Mark a business permanently closed', {
    answer: json<Message & { closedAt: string | null }>(),
  }),
  reopen: onBusiness('Take the permanently closed mark off a business', {
    answer: json<Message & { closedAt: string | null }>(),
  }),
});
