import type {
  ChangeRequestSummary,
  ClaimRequestDetail,
  ProfileChangeDetail,
} from '#domain/approvals.js';
import { builder } from './builder.js';
import { BAKERY } from './businesses.js';
import { A_DATE, anId } from './ids.js';

/** Who claims which business in the claim builders. */
const CLAIM = {
  businessName: 'Brazos Bikes',
  ownerName: 'Chris Claimant',
  ownerEmail: 'chris@example.com',
} as const;

export const aChangeRequest = builder<ChangeRequestSummary>(() => ({
  id: anId(),
  type: 'business_claim',
  status: 'pending',
  ...CLAIM,
  changedFields: [],
  adminNotes: null,
  createdAt: A_DATE,
  processedAt: null,
  processedBy: null,
}));

export const aClaimDetail = builder<ClaimRequestDetail>((overrides) => ({
  ...aChangeRequest(overrides),
  type: 'business_claim',
  claim: {
    business_name: CLAIM.businessName,
    business_category: 'Shopping',
    business_address: '300 College Ave',
    business_city: 'College Station',
    business_state: 'TX',
    business_zip: '77840',
    business_phone: '(979) 555-0150',
    business_email: 'shop@brazosbikes.example',
    business_website: null,
    business_description: null,
    owner_name: CLAIM.ownerName,
    owner_phone: '(979) 555-0151',
    owner_email: CLAIM.ownerEmail,
    additional_message: null,
  },
  possibleDuplicates: [],
}));

export const aProfileChangeDetail = builder<ProfileChangeDetail>((overrides) => ({
  ...aChangeRequest({ type: 'profile_update', changedFields: ['phone'], ...overrides }),
  type: 'profile_update',
  business: { id: anId(), slug: BAKERY.slug, name: BAKERY.name, plan: 'silver' },
  changes: [
    { field: 'phone', from: '(979) 555-0199', to: '(979) 555-0200', current: '(979) 555-0199' },
  ],
}));
