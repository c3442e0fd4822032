/**
 * Approvals (spec 001 sections 2, 4, 8; DESIGN decisions 5 and 6): business
 * claims and profile changes waiting for an admin, and the decisions on them.
 * One change_requests table; "processed" is the same table by status.
 */
import { z } from 'zod';
import { CATEGORIES } from './categories.js';
import { pageQueryFields } from './paging.js';
import type { PlanId } from './plans.js';
import { type ProfileField, partialProfileFieldsSchema } from './profile-changes.js';
import {
  emailField,
  idParamSchema,
  messages,
  optionalText,
  phoneField,
  requiredText,
  websiteField,
} from './validation.js';

export const approvalMessages = {
  approvedTitle: 'Request Approved',
  claimApproved: 'The business claim has been approved and accounts created',
  changesApproved: 'The changes have been approved and applied to the business profile',
  rejectedTitle: 'Request Rejected',
  rejected: 'The request has been rejected',
  approveFailed: 'Failed to approve the changes. Please try again.',
  rejectFailed: 'Failed to reject the changes. Please try again.',
  fetchPendingFailed: 'Failed to fetch pending changes. Check console for details.',
  fetchProcessedFailed: 'Failed to fetch processed approvals. Check console for details.',
  notFound: 'Change not found',
  alreadyProcessed: 'This request has already been processed by another admin.',
  nothingAccepted: 'Accept at least one change, or reject the request.',
  businessNotFound: 'The business to link no longer exists.',
  businessHasOwner: 'That business already has an owner. Choose another or create a new listing.',
  nameTaken:
    'A business with this name already exists in this city. Link the claim to it instead of creating a second listing.',
} as const;

export const CHANGE_TYPES = ['business_claim', 'profile_update'] as const;
/**
 * What the database's change_type allows: the two kinds above, and three the first
 * schema declared that nothing writes (PostgreSQL cannot drop an enum's value).
 */
export const STORED_CHANGE_TYPES = [
  ...CHANGE_TYPES,
  'photo_upload',
  'contact_update',
  'category_update',
] as const;
export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** The lists of the two approval tabs and their sub-tabs. */
export const CHANGE_LIST_STATUSES = ['pending', 'processed', 'approved', 'rejected'] as const;
export type ChangeListStatus = (typeof CHANGE_LIST_STATUSES)[number];

export const NOTES_MAX = 2000;

/** A page of an approval list, as the admin's lists ask for it. */
export const CHANGE_REQUESTS_PAGE_SIZE = 20;

export const changeListQuerySchema = z.object({
  status: z
    .enum(CHANGE_LIST_STATUSES, {
      message: 'Status must be pending, processed, approved or rejected.',
    })
    .default('pending'),
  type: z
    .enum(CHANGE_TYPES, { message: 'Type must be business_claim or profile_update.' })
    .optional(),
  ...pageQueryFields({ defaultLimit: CHANGE_REQUESTS_PAGE_SIZE }),
});

const notesField = optionalText('Notes', NOTES_MAX);

/** A claim's business and owner details as the admin may correct them before approving. */
export const claimDataSchema = z.object({
  business_name: requiredText('Business Name', 120),
  business_category: z.enum(CATEGORIES, { error: messages.required('Category') }),
  business_address: optionalText('Address', 200),
  business_city: requiredText('City', 80),
  business_state: requiredText('State', 40),
  business_zip: requiredText('ZIP Code', 10).regex(
    /^\d{5}(-\d{4})?$/,
    messages.pattern('ZIP Code'),
  ),
  business_phone: phoneField('Business Phone'),
  business_email: emailField('Business Email'),
  business_website: websiteField('Website'),
  business_description: optionalText('Business Description', 1000),
  owner_name: requiredText('Full Name', 100),
  owner_phone: phoneField('Phone'),
});
export type ClaimData = z.output<typeof claimDataSchema>;
export type ClaimDataInput = z.input<typeof claimDataSchema>;
export const CLAIM_DATA_FIELDS = Object.keys(claimDataSchema.shape) as (keyof ClaimData)[];

export const CLAIM_FIELD_LABELS: Record<keyof ClaimData, string> = {
  business_name: 'Business Name',
  business_category: 'Category',
  business_address: 'Address',
  business_city: 'City',
  business_state: 'State',
  business_zip: 'ZIP Code',
  business_phone: 'Business Phone',
  business_email: 'Business Email',
  business_website: 'Website',
  business_description: 'Business Description',
  owner_name: 'Owner Name',
  owner_phone: 'Owner Phone',
};

/**
 * Approve a claim: `claim` holds the admin's corrected details (else the
 * claimant's), `linkBusinessId` an existing listing to link instead of a new one.
 * Approve a profile change: `fields` holds the accepted fields, possibly edited.
 */
export const approveChangeSchema = z.object({
  claim: claimDataSchema.optional(),
  linkBusinessId: idParamSchema.shape.id.optional(),
  fields: partialProfileFieldsSchema.optional(),
  notes: notesField,
});
export type ApproveChangeInput = z.input<typeof approveChangeSchema>;

export const rejectChangeSchema = z.object({ notes: notesField });
export type RejectChangeInput = z.input<typeof rejectChangeSchema>;

/**
 * A claim as the admin's review form holds it: the details to approve, the listing
 * to link ('' for a new one) and the notes.
 */
export const claimReviewFormSchema = z.object({
  claim: claimDataSchema,
  linkBusinessId: z.union([z.literal(''), idParamSchema.shape.id]),
  notes: notesField,
});
export type ClaimReviewForm = z.input<typeof claimReviewFormSchema>;

/**
 * A profile change as the admin's review form holds it: each requested field
 * accepted or dropped, and its (possibly edited) new value; only accepted values
 * are checked, with the profile's rules.
 */
export const profileChangeReviewFormSchema = z
  .object({
    accepted: z.record(z.string(), z.boolean()),
    fields: z.record(z.string(), z.string()),
    notes: notesField,
  })
  .superRefine(({ accepted, fields }, ctx) => {
    for (const [field, value] of Object.entries(fields)) {
      const rule = partialProfileFieldsSchema.shape[field as ProfileField];
      const checked = accepted[field] && rule ? rule.safeParse(value) : null;
      if (checked && !checked.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', field],
          message: checked.error.issues[0]?.message ?? messages.pattern(field),
        });
      }
    }
  });
export type ProfileChangeReviewForm = z.input<typeof profileChangeReviewFormSchema>;

/** One row of the approval lists. */
export interface ChangeRequestSummary {
  id: string;
  type: ChangeType;
  status: ChangeStatus;
  businessName: string;
  ownerName: string | null;
  ownerEmail: string | null;
  /** Profile changes: the fields the owner changed. */
  changedFields: ProfileField[];
  adminNotes: string | null;
  createdAt: string;
  processedAt: string | null;
  processedBy: { name: string; email: string } | null;
}

/** An existing listing that may be the claimed business (similar name, same city). */
export interface PossibleDuplicate {
  id: string;
  slug: string;
  name: string;
  address: string | null;
  city: string | null;
  hasOwner: boolean;
}

export interface ClaimRequestDetail extends ChangeRequestSummary {
  type: 'business_claim';
  claim: ClaimDataInput & { owner_email: string; additional_message: string | null };
  possibleDuplicates: PossibleDuplicate[];
}

export interface ProfileChangeDetail extends ChangeRequestSummary {
  type: 'profile_update';
  business: { id: string; slug: string; name: string; plan: PlanId };
  /** Per changed field: the value when the owner submitted, what they asked for, and the live value now. */
  changes: {
    field: ProfileField;
    from: string | null;
    to: string | null;
    current: string | null;
  }[];
}

export type ChangeRequestDetail = ClaimRequestDetail | ProfileChangeDetail;

export interface ChangeDecision {
  message: string;
  request: ChangeRequestSummary;
}
