/**
 * The events' request schemas (issue 26 point 1): an owner's event, the public list's
 * filters, the admin's list and decisions. Kept apart from events.ts, whose labels
 * and rules the public pages read, so those pages load no zod.
 */
import { z } from 'zod';
import {
  ADMIN_EVENT_PAGE_SIZE,
  ADMIN_EVENT_TABS,
  EVENT_DESCRIPTION_MAX,
  EVENT_MAX_DAYS,
  EVENT_PAGE_SIZE,
  EVENT_PRICE_MAX_USD,
  EVENT_TITLE_MAX,
  eventMessages,
} from './events.js';
import { pageQueryFields } from './paging.js';
import { isUuid } from './slug.js';
import { instantOfLocal } from './time.js';
import { idParam, messages, optionalText, requiredText } from './validation.js';

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;

/** A College Station wall time from a date-time field, 'YYYY-MM-DDTHH:MM' (seconds dropped). */
function localDateTime(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .transform((v) => v.slice(0, 16))
    .refine((v) => LOCAL_DATE_TIME.test(v) && instantOfLocal(v.slice(0, 10)) !== null, {
      message: eventMessages.dateTime,
    })
    .refine((v) => !LOCAL_DATE_TIME.test(v) || instantOfLocal(v) !== null, {
      message: eventMessages.skippedTime,
    });
}

export const ADMISSIONS = ['unstated', 'free', 'paid'] as const;
export type Admission = (typeof ADMISSIONS)[number];

/**
 * An owner's event, as the portal's form sends it. Times are College Station wall
 * times; the server turns them into instants (and refuses a start in the past).
 * Everything is stored as typed: HTML is text, shown escaped.
 */
export const eventInputSchema = z
  .object({
    title: requiredText('Title', EVENT_TITLE_MAX),
    description: requiredText('Description', EVENT_DESCRIPTION_MAX),
    startsAt: localDateTime(eventMessages.startRequired),
    endsAt: localDateTime(eventMessages.endRequired),
    venue: requiredText('Venue', 120),
    address: requiredText('Address', 200),
    city: requiredText('City', 60),
    url: optionalText('Link', 500).refine((v) => v === null || HTTP_URL.test(v), {
      message: eventMessages.url,
    }),
    photoId: z
      .string()
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || isUuid(v), eventMessages.photoNotFound),
    admission: z.enum(ADMISSIONS, { message: 'Admission is not valid.' }).default('unstated'),
    /** Dollars, when admission is paid: '12.50' or 12.5. */
    price: z.union([z.number(), z.string().trim(), z.null()]).optional(),
  })
  .superRefine((event, ctx) => {
    const start = instantOfLocal(event.startsAt);
    const end = instantOfLocal(event.endsAt);
    if (start && end && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: eventMessages.endBeforeStart });
    } else if (start && end && end.getTime() - start.getTime() > EVENT_MAX_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: eventMessages.tooLong });
    }
    if (event.admission === 'paid') {
      const text = event.price === undefined || event.price === null ? '' : String(event.price);
      if (text === '') {
        ctx.addIssue({ code: 'custom', path: ['price'], message: eventMessages.priceRequired });
      } else if (priceCentsOf(text) === null) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: eventMessages.price });
      }
    }
  })
  .transform(({ admission, price, ...event }) => ({
    ...event,
    priceCents:
      admission === 'free' ? 0 : admission === 'paid' ? (priceCentsOf(String(price)) ?? 0) : null,
  }));
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

/** '12.50' -> 1250; null when it is not an amount from one cent up to the cap. */
export function priceCentsOf(text: string): number | null {
  const cleaned = text.replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents >= 1 && cents <= EVENT_PRICE_MAX_USD * 100 ? cents : null;
}

const dateFilter = z
  .string()
  .trim()
  .regex(DATE, eventMessages.date)
  .refine((v) => instantOfLocal(v) !== null, eventMessages.date)
  .optional();

/** GET /api/events: upcoming events, filtered by city, College Station dates and business. */
export const publicEventsQuerySchema = z
  .object({
    city: z.string().trim().max(60, messages.maxLength('City', 60)).optional(),
    /** First day, inclusive. */
    from: dateFilter,
    /** Last day, inclusive. */
    to: dateFilter,
    /** A business's id or slug: its upcoming events (the profile's list). */
    business: z.string().trim().min(1).max(200).optional(),
    ...pageQueryFields({ defaultLimit: EVENT_PAGE_SIZE }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: eventMessages.dateRange,
  });
export type PublicEventsQuery = z.input<typeof publicEventsQuerySchema>;
export type PublicEventsFilter = z.output<typeof publicEventsQuerySchema>;

export const eventIdParamSchema = idParam(eventMessages.idInvalid);

export const adminEventListQuerySchema = z.object({
  status: z
    .enum(ADMIN_EVENT_TABS, {
      message: 'Status must be pending, approved, rejected or cancelled.',
    })
    .default('pending'),
  ...pageQueryFields({ defaultLimit: ADMIN_EVENT_PAGE_SIZE }),
});

/** The admin's decision: approve, reject or take down, with an optional note. */
export const adminEventDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected', 'cancelled'], { message: 'Status is not valid.' }),
  notes: optionalText('Admin Notes', 2000),
});
export type AdminEventDecisionInput = z.input<typeof adminEventDecisionSchema>;
