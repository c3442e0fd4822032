import type { AdminBusiness } from '#domain/business-management.js';
import type {
  BusinessCard,
  BusinessProfile,
  Listing,
  PublicBusiness,
  Suggestion,
} from '#domain/businesses.js';
import type { CityBusiness } from '#domain/cities.js';
import { type PlanId, planOf } from '#domain/plans.js';
import { builder } from './builder.js';
import { A_DATE, anId } from './ids.js';

/** The listing most builders describe, as every view names it. */
export const PLUMBING = {
  slug: 'aggieland-plumbing',
  name: 'Aggieland Plumbing',
  category: 'Plumbers',
} as const;

/** Where it stands. */
const PLUMBING_PLACE = {
  address: '101 Main St',
  city: 'College Station',
  state: 'TX',
  zipCode: '77840',
} as const;

/** The owner's business in the portal, job and photo builders. */
export const BAKERY = {
  slug: 'blue-bell-bakery',
  name: 'Blue Bell Bakery',
  category: 'Restaurants',
  city: 'Bryan',
} as const;

/** A plan and whether it puts the card among the featured ones (the plan decides). */
function planFields(plan: PlanId = 'free') {
  return { plan, featured: planOf(plan).featured };
}

export const aBusinessCard = builder<BusinessCard>((overrides) => ({
  id: anId(),
  ...BAKERY,
  image: null,
  description: 'Kolaches and coffee on Main Street.',
  descriptionEs: null,
  speaksSpanish: false,
  ...planFields(overrides.plan),
  rating: 4.5,
}));

export const aListing = builder<Listing>((overrides) => ({
  id: anId(),
  ...PLUMBING,
  ...PLUMBING_PLACE,
  phone: '(979) 555-0101',
  rating: 4.8,
  reviews: 12,
  image: null,
  description: 'Leaks fixed the same day.',
  descriptionEs: null,
  speaksSpanish: false,
  ...planFields(overrides.plan),
  latitude: null,
  longitude: null,
}));

export const aPublicBusiness = builder<PublicBusiness>((overrides) => {
  const listing = aListing(overrides);
  const paid = planOf(listing.plan).showsContactDetails;
  return {
    ...listing,
    yearsInBusiness: 8,
    planLabel: planOf(listing.plan).label,
    gbpBadge: false,
    ...(paid
      ? {
          website: 'https://aggielandplumbing.example',
          email: 'hello@aggielandplumbing.example',
          hours: 'Mon-Fri: 8AM-5PM',
        }
      : {}),
  };
});

export const aBusinessProfile = builder<BusinessProfile>((overrides) => ({
  ...aPublicBusiness(overrides),
  services: [],
  latitude: null,
  longitude: null,
  confirmedAt: null,
  confirmedBy: null,
  closedAt: null,
  photos: [],
}));

export const aCityBusiness = builder<CityBusiness>((overrides) => ({
  ...aPublicBusiness(overrides),
  latitude: null,
  longitude: null,
}));

export const aSuggestion = builder<Suggestion>(() => ({
  id: anId(),
  ...PLUMBING,
  city: PLUMBING_PLACE.city,
  state: PLUMBING_PLACE.state,
}));

export const anAdminBusiness = builder<AdminBusiness>(() => ({
  id: anId(),
  ...PLUMBING,
  address: PLUMBING_PLACE.address,
  city: PLUMBING_PLACE.city,
  plan: 'free',
  paymentMethod: 'admin_import',
  email: null,
  website: null,
  adminNotes: null,
  speaksSpanish: false,
  hours: null,
  location: null,
  ownerEmail: null,
  searchImpressions: 0,
  profileViews: 0,
  createdAt: A_DATE,
  geocoding: null,
}));
