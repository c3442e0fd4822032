/**
 * Small builders for what the API answers, typed by the domain's response types
 * (src/domain), so a changed contract fails `tsc` here as it does in the app. Each
 * gives a plausible, complete value; a test overrides only what it is about:
 * `aListing({ plan: 'texas_gold' })`. Ids are UUIDs, new ones on every call.
 */
import type { AccountUser } from '#domain/accounts.js';
import type { AdminDashboardStats } from '#domain/admin.js';
import type { AnalyticsOverview } from '#domain/analytics.js';
import type {
  ChangeRequestSummary,
  ClaimRequestDetail,
  ProfileChangeDetail,
} from '#domain/approvals.js';
import type { AdminBusiness } from '#domain/business-management.js';
import type {
  BusinessCard,
  BusinessProfile,
  Listing,
  PublicBusiness,
  Suggestion,
} from '#domain/businesses.js';
import type { CityBusiness } from '#domain/cities.js';
import type { ContactSubmission } from '#domain/contact.js';
import type { ManagedEvent, OwnerEvents, PublicEvent } from '#domain/events.js';
import type { ImportBatchView, ImportPreview } from '#domain/imports.js';
import type { JobApplicationView, JobCard, JobDetail, ManagedJob } from '#domain/jobs.js';
import type { MailboxMessage } from '#domain/mailbox.js';
import type { Page } from '#domain/paging.js';
import type { SubscriptionCheck } from '#domain/payments.js';
import type { AdminPhoto, OwnerPhoto } from '#domain/photos.js';
import { planOf } from '#domain/plans.js';
import type { PortalBusiness, PortalOverview } from '#domain/portal.js';
import type {
  GoogleReview,
  GoogleReviewsSettings,
  LinkedPlace,
  PlaceCandidate,
  PublicGoogleReviews,
} from '#domain/reviews.js';

let sequence = 0;

/** A fresh UUID (version 4 layout), readable in a failure: ...-000000000007. */
export function anId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A moment in the past, as the API writes dates. */
export const A_DATE = '2025-03-14T15:00:00.000Z';

export function aPage<T>(items: T[], total = items.length): Page<T> {
  return { items, total };
}

export function aUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: anId(),
    email: 'owner@example.com',
    name: 'Olivia Owner',
    userType: 'business_owner',
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<AccountUser> = {}): AccountUser {
  return aUser({
    email: 'admin@example.com',
    name: 'Avery Admin',
    userType: 'admin',
    twoFactorEnabled: true,
    ...overrides,
  });
}

/** GET /api/account/session's answer. */
export function aSession(user: AccountUser | null) {
  return { user };
}

export function aBusinessCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  const plan = overrides.plan ?? 'free';
  return {
    id: anId(),
    slug: 'blue-bell-bakery',
    name: 'Blue Bell Bakery',
    category: 'Restaurants',
    city: 'Bryan',
    image: null,
    description: 'Kolaches and coffee on Main Street.',
    plan,
    featured: planOf(plan).featured,
    rating: 4.5,
    ...overrides,
  };
}

export function aListing(overrides: Partial<Listing> = {}): Listing {
  const plan = overrides.plan ?? 'free';
  return {
    id: anId(),
    slug: 'aggieland-plumbing',
    name: 'Aggieland Plumbing',
    category: 'Plumbers',
    address: '101 Main St',
    city: 'College Station',
    state: 'TX',
    zipCode: '77840',
    phone: '(979) 555-0101',
    rating: 4.8,
    reviews: 12,
    image: null,
    description: 'Leaks fixed the same day.',
    plan,
    featured: planOf(plan).featured,
    ...overrides,
  };
}

export function aPublicBusiness(overrides: Partial<PublicBusiness> = {}): PublicBusiness {
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
    ...overrides,
  };
}

export function aBusinessProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    ...aPublicBusiness(overrides),
    services: [],
    latitude: null,
    longitude: null,
    photos: [],
    ...overrides,
  };
}

export function aCityBusiness(overrides: Partial<CityBusiness> = {}): CityBusiness {
  return { ...aPublicBusiness(overrides), latitude: null, longitude: null, ...overrides };
}

export function aSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: anId(),
    slug: 'aggieland-plumbing',
    name: 'Aggieland Plumbing',
    category: 'Plumbers',
    city: 'College Station',
    state: 'TX',
    ...overrides,
  };
}

export function anEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: anId(),
    title: 'First Friday',
    description: 'Live music and late shopping downtown.',
    venue: 'Downtown Bryan',
    address: null,
    city: 'Bryan',
    url: null,
    imageUrl: null,
    startsAt: '2099-06-05T23:00:00.000Z',
    endsAt: null,
    priceCents: null,
    cancelled: false,
    organizer: { name: 'BCS Local', slug: null },
    updatedAt: '2099-01-01T00:00:00.000Z',
    revision: 0,
    ...overrides,
  };
}

/** An owner's event as the portal and the admins see it. */
export function aManagedEvent(overrides: Partial<ManagedEvent> = {}): ManagedEvent {
  return {
    ...anEvent(overrides),
    status: 'pending',
    adminNotes: null,
    photoId: null,
    businessId: anId(),
    createdAt: '2099-01-01T00:00:00.000Z',
    approvedAt: null,
    ...overrides,
  };
}

/** GET /api/portal/events: a Texas Gold owner's events unless told otherwise. */
export function anOwnerEvents(items: ManagedEvent[], eventsPerMonth = 1): OwnerEvents {
  return { items, eventsPerMonth, upgradePlan: 'Texas Gold' };
}

export function aJobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    id: anId(),
    title: 'Line Cook',
    companyName: 'Blue Bell Bakery',
    companyLogoUrl: null,
    location: 'Bryan, TX',
    isRemote: false,
    isHybrid: false,
    jobType: 'full_time',
    category: 'Hospitality',
    salary: '$30,000 - $40,000',
    description: 'Prep and cook breakfast for a busy bakery.',
    requiredSkills: ['Knife skills'],
    applicationDeadline: null,
    applicationCount: 0,
    createdAt: A_DATE,
    ...overrides,
  };
}

export function aJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...aJobCard(overrides),
    responsibilities: [],
    preferredSkills: [],
    companyOverview: null,
    companyWebsite: null,
    applicationMethod: 'on_site',
    externalApplicationUrl: null,
    customQuestions: [],
    expiresAt: null,
    salaryMin: 30000,
    salaryMax: 40000,
    businessSlug: 'blue-bell-bakery',
    ...overrides,
  };
}

export function aManagedJob(overrides: Partial<ManagedJob> = {}): ManagedJob {
  return {
    ...aJobDetail(overrides),
    status: 'pending',
    viewCount: 0,
    adminNotes: null,
    salaryDisplay: null,
    applicationEmail: null,
    approvedAt: null,
    businessId: anId(),
    ...overrides,
  };
}

export function aJobApplication(overrides: Partial<JobApplicationView> = {}): JobApplicationView {
  return {
    id: anId(),
    applicantName: 'Sam Seeker',
    applicantEmail: 'sam@example.com',
    applicantPhone: null,
    coverLetter: null,
    currentPosition: null,
    yearsExperience: null,
    availability: null,
    salaryExpectation: null,
    linkedinProfile: null,
    portfolioWebsite: null,
    answers: [],
    resumeFileName: null,
    createdAt: A_DATE,
    ...overrides,
  };
}

export function aContactSubmission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: anId(),
    name: 'Ana Lopez',
    email: 'ana@example.com',
    phone: null,
    subject: 'My listing',
    message: 'Please update my hours.',
    status: 'unread',
    adminNotes: null,
    respondedAt: null,
    isArchived: false,
    archivedAt: null,
    createdAt: A_DATE,
    ...overrides,
  };
}

export function aMailboxMessage(overrides: Partial<MailboxMessage> = {}): MailboxMessage {
  sequence += 1;
  return {
    id: sequence,
    kind: 'password_reset',
    to: 'owner@example.com',
    subject: 'Reset your password',
    text: 'Open https://bcs.example/reset-password?token=abc to choose a new password.',
    html: null,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: A_DATE,
    sentAt: A_DATE,
    ...overrides,
  };
}

export function aPortalBusiness(overrides: Partial<PortalBusiness> = {}): PortalBusiness {
  return {
    id: anId(),
    slug: 'blue-bell-bakery',
    name: 'Blue Bell Bakery',
    category: 'Restaurants',
    address: '200 Main St',
    city: 'Bryan',
    state: 'TX',
    zipCode: '77803',
    phone: '(979) 555-0199',
    description: 'Kolaches and coffee.',
    plan: 'silver',
    website: null,
    email: null,
    hours: null,
    ...overrides,
  };
}

export function aPortalOverview(overrides: Partial<PortalOverview> = {}): PortalOverview {
  return {
    owner: { fullName: 'Olivia Owner', email: 'owner@example.com', phone: null },
    business: aPortalBusiness(),
    pendingChange: null,
    ...overrides,
  };
}

export function anOwnerPhoto(overrides: Partial<OwnerPhoto> = {}): OwnerPhoto {
  const id = overrides.id ?? anId();
  return {
    id,
    businessId: anId(),
    url: `/uploads/photos/${id}.webp`,
    thumbnailUrl: `/uploads/photos/${id}-400.webp`,
    fileName: 'storefront.jpg',
    fileSize: 120_000,
    width: 1200,
    height: 800,
    status: 'approved',
    isPrimary: false,
    adminNotes: null,
    createdAt: A_DATE,
    isPublic: true,
    ...overrides,
  };
}

export function anAdminPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  const { isPublic: _, ...photo } = anOwnerPhoto(overrides);
  return {
    ...photo,
    status: 'pending',
    businessName: 'Blue Bell Bakery',
    businessSlug: 'blue-bell-bakery',
    plan: 'silver',
    ...overrides,
  };
}

export function aChangeRequest(
  overrides: Partial<ChangeRequestSummary> = {},
): ChangeRequestSummary {
  return {
    id: anId(),
    type: 'business_claim',
    status: 'pending',
    businessName: 'Brazos Bikes',
    ownerName: 'Chris Claimant',
    ownerEmail: 'chris@example.com',
    changedFields: [],
    adminNotes: null,
    createdAt: A_DATE,
    processedAt: null,
    processedBy: null,
    ...overrides,
  };
}

export function aClaimDetail(overrides: Partial<ClaimRequestDetail> = {}): ClaimRequestDetail {
  return {
    ...aChangeRequest(overrides),
    type: 'business_claim',
    claim: {
      business_name: 'Brazos Bikes',
      business_category: 'Shopping',
      business_address: '300 College Ave',
      business_city: 'College Station',
      business_state: 'TX',
      business_zip: '77840',
      business_phone: '(979) 555-0150',
      business_email: 'shop@brazosbikes.example',
      business_website: null,
      business_description: null,
      owner_name: 'Chris Claimant',
      owner_phone: '(979) 555-0151',
      owner_email: 'chris@example.com',
      additional_message: null,
    },
    possibleDuplicates: [],
    ...overrides,
  };
}

export function aProfileChangeDetail(
  overrides: Partial<ProfileChangeDetail> = {},
): ProfileChangeDetail {
  return {
    ...aChangeRequest({ type: 'profile_update', changedFields: ['phone'], ...overrides }),
    type: 'profile_update',
    business: { id: anId(), slug: 'blue-bell-bakery', name: 'Blue Bell Bakery', plan: 'silver' },
    changes: [
      { field: 'phone', from: '(979) 555-0199', to: '(979) 555-0200', current: '(979) 555-0199' },
    ],
    ...overrides,
  };
}

export function anAdminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  return {
    id: anId(),
    slug: 'aggieland-plumbing',
    name: 'Aggieland Plumbing',
    category: 'Plumbers',
    address: '101 Main St',
    city: 'College Station',
    plan: 'free',
    paymentMethod: 'admin_import',
    email: null,
    website: null,
    adminNotes: null,
    ownerEmail: null,
    searchImpressions: 0,
    profileViews: 0,
    createdAt: A_DATE,
    ...overrides,
  };
}

export function dashboardStats(overrides: Partial<AdminDashboardStats> = {}): AdminDashboardStats {
  return {
    totalBusinesses: 42,
    plans: { free: 30, silver: 8, texas_gold: 4 },
    pendingApprovals: 3,
    processedApprovals: 5,
    notifications: { claims: 2, profileChanges: 1, photos: 0, jobs: 0, events: 0 },
    totalViews: 1234,
    monthlyRevenue: 280,
    ...overrides,
  };
}

export function anAnalyticsOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    viewsByPage: [],
    pageCount: 0,
    totalViews: 0,
    daily: [],
    topBusinesses: [],
    ...overrides,
  };
}

export function aSubscriptionCheck(overrides: Partial<SubscriptionCheck> = {}): SubscriptionCheck {
  return {
    subscribed: false,
    subscriptionTier: null,
    planType: 'free',
    subscriptionEnd: null,
    status: null,
    billingCycle: null,
    cancelAtPeriodEnd: false,
    paymentMethod: null,
    manageable: false,
    recentChanges: [],
    ...overrides,
  };
}

export function anImportPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    fileName: 'pasted.csv',
    totalRows: 1,
    columns: [
      { header: 'name', column: 'name' },
      { header: 'city', column: 'city' },
    ],
    unmapped: [],
    counts: { create: 1, update: 0, skip: 0, error: 0 },
    rows: [{ line: 2, name: 'Brazos Bikes', city: 'Bryan', action: 'create', reason: null }],
    notes: [],
    ...overrides,
  };
}

export function anImportBatch(overrides: Partial<ImportBatchView> = {}): ImportBatchView {
  return {
    id: anId(),
    fileName: 'pasted.csv',
    source: 'web',
    actorEmail: 'admin@example.com',
    status: 'done',
    totalRows: 1,
    createdAt: A_DATE,
    counts: { create: 1, update: 0, skip: 0, error: 0 },
    undoneAt: null,
    ...overrides,
  };
}

export function aGoogleReview(overrides: Partial<GoogleReview> = {}): GoogleReview {
  return {
    authorName: 'Maria Lopez',
    authorUri: 'https://www.google.com/maps/contrib/101/reviews',
    authorPhotoUri: 'https://lh3.googleusercontent.com/a-/maria=s128',
    rating: 5,
    text: 'Fixed our leak the same afternoon.',
    languageCode: 'en',
    publishTime: null,
    relativeTime: 'a week ago',
    googleMapsUri: 'https://www.google.com/maps/reviews/data=101',
    ...overrides,
  };
}

export function aPublicGoogleReviews(
  overrides: Partial<NonNullable<PublicGoogleReviews['place']>> = {},
): PublicGoogleReviews {
  return {
    place: {
      name: 'Aggieland Plumbing',
      googleMapsUri: 'https://maps.google.com/?cid=101',
      rating: 4.7,
      userRatingCount: 128,
      reviews: [aGoogleReview()],
      fetchedAt: A_DATE,
      ...overrides,
    },
  };
}

export function aPlaceCandidate(overrides: Partial<PlaceCandidate> = {}): PlaceCandidate {
  return {
    placeId: `ChIJ${anId().slice(-12)}`,
    name: 'Aggieland Plumbing',
    address: '101 Main St, College Station, TX 77840, USA',
    googleMapsUri: 'https://maps.google.com/?cid=101',
    ...overrides,
  };
}

export function aLinkedPlace(overrides: Partial<LinkedPlace> = {}): LinkedPlace {
  return {
    placeId: 'ChIJlinkedPlace0001',
    name: 'Aggieland Plumbing',
    address: '101 Main St, College Station, TX 77840, USA',
    googleMapsUri: 'https://maps.google.com/?cid=101',
    rating: 4.7,
    userRatingCount: 128,
    reviewCount: 5,
    fetchedAt: A_DATE,
    lastError: null,
    lastErrorAt: null,
    ...overrides,
  };
}

export function aReviewSettings(
  overrides: Partial<GoogleReviewsSettings> = {},
): GoogleReviewsSettings {
  return {
    businessId: anId(),
    businessName: 'Aggieland Plumbing',
    suggestedQuery: 'Aggieland Plumbing, 101 Main St, College Station, TX 77840',
    configured: true,
    planAllows: true,
    reviewsShown: 5,
    place: null,
    ...overrides,
  };
}
