/**
 * The zod contracts of listing upkeep (issue 29 point 5), apart from listing-upkeep.ts
 * so a profile, which shows only a confirmation line, loads no schema library.
 */
import { z } from 'zod';
import {
  problemReportMessages,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './listing-upkeep.js';
import { pageQueryFields } from './paging.js';
import { optionalText } from './validation.js';

/** What the browser sends: the report plus the solved human check. */
export const problemReportRequestSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: problemReportMessages.reasonInvalid }),
    note: optionalText('Note', REPORT_NOTE_MAX),
    captcha: z.string().max(10_000).nullish(),
  })
  .refine((v) => v.reason !== 'other' || v.note !== null, {
    message: problemReportMessages.noteRequired,
    path: ['note'],
  });
export type ProblemReportRequest = z.input<typeof problemReportRequestSchema>;

export const reportListQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES, { error: 'Status must be new, resolved or dismissed.' })
    .default('new'),
  ...pageQueryFields({ defaultLimit: 20 }),
});

export const reportDecisionSchema = z.object({
  status: z.enum(['resolved', 'dismissed'], { error: 'Status must be resolved or dismissed.' }),
});

export const staleListQuerySchema = z.object({ ...pageQueryFields({ defaultLimit: 20 }) });

/** The reminder's link: which owner's listing, signed. */
export const confirmLinkQuerySchema = z.object({
  owner: z
    .string({ error: problemReportMessages.linkInvalid })
    .uuid(problemReportMessages.linkInvalid),
  token: z
    .string({ error: problemReportMessages.linkInvalid })
    .min(1, problemReportMessages.linkInvalid)
    .max(200, problemReportMessages.linkInvalid),
});
