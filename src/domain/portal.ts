/** The business portal's contracts (GET /api/portal/me, the Profile tab's change requests). */
import { z } from 'zod';
import type { Listing } from './businesses.js';
import type { ProfileField } from './profile-changes.js';

/** The owner's own business, as the owner edits it: nothing gated by the plan. */
export interface PortalBusiness
  extends Pick<
    Listing,
    | 'id'
    | 'slug'
    | 'name'
    | 'category'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'phone'
    | 'description'
    | 'descriptionEs'
    | 'speaksSpanish'
    | 'plan'
  > {
  website: string | null;
  email: string | null;
  hours: string | null;
  /** The map pin as 'lat, lng' text, or null (decision 037). */
  location: string | null;
}

/** One field of a profile change: the live value and the one waiting for approval. */
export interface ProfileFieldChange {
  field: ProfileField;
  label: string;
  from: string | null;
  to: string | null;
}

/** The owner's profile change waiting for an admin (at most one per business). */
export interface PendingProfileChange {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  changes: ProfileFieldChange[];
}

/** `business` is null until an admin approves the owner's claim. */
export interface PortalOverview {
  owner: { fullName: string; email: string; phone: string | null };
  business: PortalBusiness | null;
  pendingChange: PendingProfileChange | null;
}

/** The answer to a submitted profile change (201). */
export interface ProfileChangeSubmitted {
  message: string;
  pendingChange: PendingProfileChange;
}

export const portalMessages = {
  /** An owner account whose claim is not approved has no listing to change. */
  noBusiness: 'Your account is not linked to a business listing.',
  changePending:
    'Your previous changes are still waiting for approval. Withdraw them before submitting new ones.',
  changeNotFound: 'Change not found',
  changeIdInvalid: 'The change id is not valid.',
  withdrawn: 'Changes withdrawn',
  speaksSpanishInvalid: 'Se habla español must be on or off.',
  speaksSpanishOn: 'Your listing now shows Se habla español.',
  speaksSpanishOff: 'Your listing no longer shows Se habla español.',
} as const;

/**
 * PUT /api/portal/spanish: whether Spanish is spoken at the business (issue 28). A
 * fact about the business, not text to review, so it shows at once, without approval.
 */
export const speaksSpanishSchema = z.object({
  speaksSpanish: z.boolean({ error: portalMessages.speaksSpanishInvalid }),
});
export type SpeaksSpanishInput = z.infer<typeof speaksSpanishSchema>;
export type SpeaksSpanishSaved = SpeaksSpanishInput & { message: string };
