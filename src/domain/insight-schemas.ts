/** The insights' request schemas (issue 26 point 2), apart from insights.ts (no zod on public pages). */
import { z } from 'zod';
import {
  CLICK_KINDS,
  DEFAULT_INSIGHT_PERIOD,
  INSIGHT_PERIODS,
  insightMessages,
} from './insights.js';
import { isUuid } from './slug.js';

export const insightsQuerySchema = z.object({
  days: z.coerce
    .number({ message: insightMessages.days })
    .refine((n) => (INSIGHT_PERIODS as readonly number[]).includes(n), insightMessages.days)
    .default(DEFAULT_INSIGHT_PERIOD)
    .transform((n) => n as (typeof INSIGHT_PERIODS)[number]),
});

/** POST /api/analytics/clicks: a visitor clicked a listing's website, phone, e-mail or directions. */
export const listingClickSchema = z.object({
  businessId: z
    .string({ message: insightMessages.businessNotFound })
    .refine(isUuid, insightMessages.businessNotFound)
    .transform((id) => id.toLowerCase()),
  kind: z.enum(CLICK_KINDS, { message: insightMessages.clickKind }),
});
export type ListingClick = z.input<typeof listingClickSchema>;

export const insightSettingsSchema = z.object({
  monthlyReport: z.boolean({ message: 'Monthly report must be on or off.' }),
});

/** The signed one-click link of the monthly report's e-mail. */
export const reportLinkQuerySchema = z.object({
  // A link cut short (a mail client's line break) says what happened, as a tampered one does.
  owner: z
    .string({ error: insightMessages.linkInvalid })
    .refine(isUuid, insightMessages.linkInvalid),
  token: z
    .string({ error: insightMessages.linkInvalid })
    .min(1, insightMessages.linkInvalid)
    .max(200, insightMessages.linkInvalid),
});
