/**
 * The admin's Businesses tab (spec 001 sections 2, 4, 8, 9): the list with its
 * filters, the plan change with a payment method, notes and e-mail edits, and
 * adding or removing a listing. Prices come from plans.ts only.
 */
import { z } from 'zod';
import type { BusinessBasics } from './businesses.js';
import { CATEGORIES } from './categories.js';
import { GEOCODE_PROBLEMS, type GeocodeState } from './geocoding.js';
import { locationField } from './map-pin.js';
import { pageQueryFields } from './paging.js';
import { PLAN_IDS, type PlanId } from './plans.js';
import { profileFieldsSchema } from './profile-changes.js';
import { EMAIL_PATTERN, messages, optionalText, requiredText } from './validation.js';

export const BUSINESS_PAGE_SIZE = 20;
export const ADMIN_NOTES_MAX = 5000;
/** How much of the notes and the website the list shows (spec 001 section 9). */
export const NOTES_PREVIEW_LENGTH = 100;
export const WEBSITE_PREVIEW_LENGTH = 20;

/** What an admin may say a plan set by hand was paid with (spec 001 section 9). */
export const PAYMENT_METHODS = ['manual', 'cash', 'check', 'promotional', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a business's row may say: the admin's choices, and 'admin_import' (set by imports). */
export const STORED_PAYMENT_METHODS = ['admin_import', ...PAYMENT_METHODS] as const;
export type StoredPaymentMethod = (typeof STORED_PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'manual';

/** The plan dialog's names for the plans (spec 001 section 9). */
export const PLAN_DIALOG_LABELS: Record<PlanId, string> = {
  free: 'Free Listing',
  silver: 'Silver',
  texas_gold: 'Texas Gold',
};

export const businessManagementMessages = {
  fetchFailed: 'Failed to fetch businesses',
  planUpdated: 'Business plan updated successfully',
  planFailed: 'Failed to update business plan',
  notFound: 'Business not found',
  nameTaken: 'A business with this name already exists in this city.',
  updated: 'Business updated successfully',
  created: 'Business created successfully',
  deleted: 'Business deleted successfully',
  /** Shown in the plan dialog of a paid listing whose payment method is Stripe. */
  stripePlanWarning:
    'This business pays through Stripe. Changing the plan here does not change or cancel its Stripe subscription; which keeps charging the business; cancel or change it in Stripe too.',
  stripePlanConfirm: 'I understand',
} as const;

/** 'Some text that is lo…' : the list's previews. */
export function preview(text: string | null, length: number): string | null {
  if (!text) return null;
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

export const businessListQuerySchema = z.object({
  search: optionalText('Search', 100),
  category: z
    .enum(CATEGORIES, { message: 'Category must be one of the directory categories.' })
    .optional(),
  plan: z.enum(PLAN_IDS, { message: 'Plan must be free, silver or texas_gold.' }).optional(),
  /** Listings whose address the geocoder could not place (issue 29 point 4). */
  geocode: z
    .enum(GEOCODE_PROBLEMS, { message: 'Location filter must be no_match or failed.' })
    .optional(),
  ...pageQueryFields({ defaultLimit: BUSINESS_PAGE_SIZE }),
});

export const planChangeSchema = z.object({
  plan: z.enum(PLAN_IDS, { message: 'Plan must be free, silver or texas_gold.' }),
  paymentMethod: z
    .enum(PAYMENT_METHODS, {
      message: 'Payment method must be manual, cash, check, promotional or stripe.',
    })
    .default(DEFAULT_PAYMENT_METHOD),
  notes: optionalText('Notes', ADMIN_NOTES_MAX),
});
export type PlanChangeInput = z.input<typeof planChangeSchema>;

/** Notes, e-mail, 'Se habla español' and hours, each optional; an empty text clears it. */
export const businessEditSchema = z
  .object({
    adminNotes: optionalText('Admin Notes', ADMIN_NOTES_MAX),
    email: optionalText('Email', 254).refine((v) => v === null || EMAIL_PATTERN.test(v), {
      message: messages.email,
    }),
    speaksSpanish: z.boolean({ error: 'Se habla español must be on or off.' }),
    /** The hours text (issue 29): admins change it directly, no approval. */
    hours: profileFieldsSchema.shape.hours,
    /** The map pin as 'lat, lng' text; '' removes it (decision 037). */
    location: locationField(),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update.',
  });
export type BusinessEditInput = z.input<typeof businessEditSchema>;

const profile = profileFieldsSchema.shape;

/** A listing an admin adds by hand: the profile fields plus where it is. */
export const newBusinessSchema = z.object({
  name: profile.name,
  category: profile.category,
  address: profile.address,
  city: requiredText('City', 80),
  state: requiredText('State', 40).default('TX'),
  zipCode: optionalText('ZIP Code', 10),
  phone: profile.phone,
  email: profile.email,
  website: profile.website,
  description: profile.description,
});
export type NewBusinessInput = z.input<typeof newBusinessSchema>;

/**
 * A business whose hours text was not read in full (issue 29): the part kept as the
 * note, for an admin to rewrite with the weekly editor.
 */
export interface UnreadHours extends BusinessBasics {
  hours: string;
  note: string;
}

export interface AdminBusiness extends BusinessBasics {
  plan: PlanId;
  paymentMethod: StoredPaymentMethod;
  email: string | null;
  website: string | null;
  adminNotes: string | null;
  /** 'Se habla español' (issue 28). */
  speaksSpanish: boolean;
  /** The hours text (issue 29). */
  hours: string | null;
  /** The map pin as 'lat, lng' text, or null (decision 037). */
  location: string | null;
  ownerEmail: string | null;
  searchImpressions: number;
  profileViews: number;
  createdAt: string;
  /** Where the geocoder stands on its address; null: no street address to locate. */
  geocoding: GeocodeState | null;
}
