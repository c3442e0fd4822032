/**
 * A business profile as an owner edits it and an admin approves it (spec 001
 * sections 2, 4, 5): the profile_update fields (the spec's eight and the Spanish
 * description of issue 28), their labels and rules,
 * and the plain functions both sides use to compare and apply them.
 */
import { z } from 'zod';
import { CATEGORIES, isCategory } from './categories.js';
import { HOURS_TEXT_MAX } from './hours.js';
import { hoursTextProblem } from './hours-schema.js';
import { locationField } from './map-pin.js';
import { LOCATION_LABEL, locationOf } from './maps.js';
import { PLAN_IDS, PLANS, type PlanId, planOf } from './plans.js';
import {
  EMAIL_PATTERN,
  messages,
  optionalText,
  PHONE_PATTERN,
  requiredText,
  websiteField,
} from './validation.js';

/** The profile_update fields, in the edit form's order. */
export const PROFILE_FIELDS = [
  'name',
  'category',
  'address',
  'phone',
  'website',
  'email',
  'description',
  'descriptionEs',
  'hours',
  'location',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  name: 'Business Name',
  category: 'Category',
  address: 'Address',
  phone: 'Phone',
  website: 'Website',
  email: 'Email',
  description: 'Description',
  descriptionEs: 'Description in Spanish',
  hours: 'Hours of Operation',
  location: LOCATION_LABEL,
};

export const HOURS_PLACEHOLDER = 'Mon-Fri: 9AM-5PM, Sat: 10AM-3PM, Sun: Closed';

/** The longest description any plan allows; the plan's own cap is checked with the business. */
const DESCRIPTION_MAX = Math.max(...PLAN_IDS.map((id) => PLANS[id].descriptionLimit));

const optionalMatching = (field: string, pattern: RegExp, message: string, max: number) =>
  optionalText(field, max).refine((v) => v === null || pattern.test(v), { message });

/** Every profile field as stored: text or null. Empty input means 'not provided'. */
export const profileFieldsSchema = z.object({
  name: requiredText(PROFILE_FIELD_LABELS.name, 120),
  category: z.enum(CATEGORIES, { error: messages.required(PROFILE_FIELD_LABELS.category) }),
  address: optionalText(PROFILE_FIELD_LABELS.address, 200),
  phone: optionalMatching(PROFILE_FIELD_LABELS.phone, PHONE_PATTERN, messages.phone, 30),
  website: websiteField(PROFILE_FIELD_LABELS.website),
  email: optionalMatching(PROFILE_FIELD_LABELS.email, EMAIL_PATTERN, messages.email, 254),
  description: optionalText(PROFILE_FIELD_LABELS.description, DESCRIPTION_MAX),
  descriptionEs: optionalText(PROFILE_FIELD_LABELS.descriptionEs, DESCRIPTION_MAX),
  hours: optionalText(PROFILE_FIELD_LABELS.hours, HOURS_TEXT_MAX).superRefine((text, ctx) => {
    const problem = hoursTextProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  /** The map pin as 'lat, lng' text (decision 037); applied as the two coordinates. */
  location: locationField(),
});
export type ProfileFields = z.output<typeof profileFieldsSchema>;
export type ProfileFieldsInput = z.input<typeof profileFieldsSchema>;

/** A listing's profile fields as stored: its category may be one no longer offered. */
export type ListingProfile = Omit<ProfileFields, 'category' | 'location'> & {
  category: string | null;
  /** The pin as text; else read from a stored row's two coordinates. */
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * The profile form as it opens: the listing's live values, '' where it has none. A
 * category no longer in the list leaves the select empty, for the owner to pick one.
 */
export function profileFormOf(listing: ListingProfile): ProfileFieldsInput {
  const text = (value: string | null) => value ?? '';
  return {
    name: listing.name,
    category: (listing.category && isCategory(listing.category)
      ? listing.category
      : '') as ProfileFieldsInput['category'],
    address: text(listing.address),
    phone: text(listing.phone),
    website: text(listing.website),
    email: text(listing.email),
    description: text(listing.description),
    descriptionEs: text(listing.descriptionEs),
    hours: text(listing.hours),
    location: text(
      listing.location !== undefined
        ? listing.location
        : locationOf({ latitude: listing.latitude ?? null, longitude: listing.longitude ?? null }),
    ),
  };
}

/** Any subset of the fields (an admin's accepted, possibly edited, values). */
export const partialProfileFieldsSchema = profileFieldsSchema.partial();
export type PartialProfileFields = z.output<typeof partialProfileFieldsSchema>;

export const profileChangeMessages = {
  noChanges: 'No Changes',
  submitted: 'Changes Submitted',
  submittedDetail: 'All your profile changes have been submitted for admin approval.',
  ownerRequired: 'User not authenticated',
  submitFailed: (reason?: string) => `Failed to submit changes: ${reason || 'Unknown error'}`,
} as const;

/** The fields the plan's description cap applies to: the description in either language. */
export const DESCRIPTION_FIELDS = ['description', 'descriptionEs'] as const;
export type DescriptionField = (typeof DESCRIPTION_FIELDS)[number];

/** The plan's description cap, as the message the owner and the admin both see. */
export function descriptionLimitMessage(
  plan: PlanId | string | null | undefined,
  field: DescriptionField = 'description',
): string {
  return messages.maxLength(PROFILE_FIELD_LABELS[field], planOf(plan).descriptionLimit);
}

/** The first description among `fields` longer than the plan allows, if any. */
export function descriptionOverCap(
  fields: Partial<Record<ProfileField, string | null>>,
  plan: string | null | undefined,
): DescriptionField | null {
  return DESCRIPTION_FIELDS.find((f) => f in fields && !descriptionFits(fields[f], plan)) ?? null;
}

export function descriptionFits(
  description: string | null | undefined,
  plan: string | null | undefined,
) {
  return (description ?? '').length <= planOf(plan).descriptionLimit;
}

/** Only the fields whose value differs; empty and null are the same 'not provided'. */
export function changedProfileFields(
  current: Partial<Record<ProfileField, string | null>>,
  next: Partial<Record<ProfileField, string | null>>,
): Partial<Record<ProfileField, string | null>> {
  const changed: Partial<Record<ProfileField, string | null>> = {};
  for (const field of PROFILE_FIELDS) {
    if (!(field in next)) continue;
    const before = current[field] || null;
    const after = next[field] || null;
    if (before !== after) changed[field] = after;
  }
  return changed;
}
