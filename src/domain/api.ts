/**
 * Every endpoint of the JSON API, declared once (see endpoint.ts). The server's
 * feature routes register these, the web calls them through its typed client, and
 * /api/openapi.json is generated from them. A route the server registers without a
 * row here fails api-contract.test.ts.
 */
import { z } from 'zod';
import {
  type AccountSession,
  type AccountUser,
  changePasswordSchema,
  claimSchema,
  confirmPasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  type SignInResult,
  sessionIdParamSchema,
  signInRequestSchema,
  type TwoFactorSetup,
  totpCodeSchema,
  twoFactorSignInSchema,
} from './accounts.js';
import {
  type AdminDashboardStats,
  type AdminSubscriptionsOverview,
  type SecurityEvent,
  securityEventsQuerySchema,
} from './admin.js';
import { type AnalyticsOverview, pageViewSchema } from './analytics.js';
import { apiPaths } from './api-paths.js';
import {
  approveChangeSchema,
  type ChangeDecision,
  type ChangeRequestDetail,
  type ChangeRequestSummary,
  changeListQuerySchema,
  rejectChangeSchema,
} from './approvals.js';
import { businessExportQuerySchema } from './business-export.js';
import {
  type AdminBusiness,
  businessEditSchema,
  businessListQuerySchema,
  newBusinessSchema,
  planChangeSchema,
} from './business-management.js';
import type {
  BusinessCard,
  BusinessProfile,
  HomeDirectory,
  Listing,
  Suggestion,
} from './businesses.js';
import type { CaptchaChallenge } from './captcha.js';
import type { CityBusinessesPage, CitySummary } from './cities.js';
import {
  type ContactSubmission,
  contactListQuerySchema,
  contactRequestSchema,
  contactUpdateSchema,
} from './contact.js';
import { type Endpoint, empty, endpoint, json, raw } from './endpoint.js';
import type { LocalEvent } from './events.js';
import type { ImportBatchView, ImportPreview } from './imports.js';
import { importMessages } from './imports.js';
import {
  adminJobListQuerySchema,
  jobIdParamSchema,
  jobListQuerySchema,
  jobPostingSchema,
  jobStatusChangeSchema,
} from './job-schemas.js';
import type {
  AdminJobList,
  JobApplicationView,
  JobApplied,
  JobCard,
  JobDetail,
  ManagedJob,
  OwnerJobs,
} from './jobs.js';
import type { MailboxAccess, MailboxPage } from './mailbox.js';
import { type Page, pageQuerySchema } from './paging.js';
import {
  type CheckoutResult,
  type CheckoutStarted,
  checkoutRequestSchema,
  type PortalOpened,
  type SubscriptionCheck,
} from './payments.js';
import {
  type AdminPhoto,
  adminPhotoListQuerySchema,
  bulkApproveSchema,
  type Photo,
  type PhotosApproved,
  type PhotoUploaded,
  type PortalPhotos,
  type PrimaryPhotosSet,
  photoIdParamSchema,
  photoReviewSchema,
} from './photos.js';
import { type PortalOverview, type ProfileChangeSubmitted, portalMessages } from './portal.js';
import { profileFieldsSchema } from './profile-changes.js';
import {
  cityParamSchema,
  listingsQuerySchema,
  searchCriteriaSchema,
  suggestionQuerySchema,
} from './search-schemas.js';
import { idParam, idParamSchema } from './validation.js';

type Message = { message: string };

/** A path segment the route reads as it comes (an id of another system, a slug). */
const textParam = <const Name extends string>(name: Name) =>
  z.object({ [name]: z.string().min(1).max(200) } as { [K in Name]: z.ZodString });

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const api = {
  health: endpoint(apiPaths.health, {
    summary: 'Whether the server and its database answer',
    tag: 'System',
    access: 'public',
    answer: json<{ status: 'ok'; database: 'pglite' | 'postgres' }>(),
  }),
  openApi: endpoint(apiPaths.openApi, {
    summary: 'This API as an OpenAPI 3.1 document',
    tag: 'System',
    access: 'public',
    answer: json<Record<string, unknown>>(),
  }),
  apiReference: endpoint(apiPaths.apiReference, {
    summary: 'This API as a readable page',
    tag: 'System',
    access: 'public',
    answer: raw('text/html; charset=utf-8'),
  }),
  captchaChallenge: endpoint(apiPaths.captchaChallenge, {
    summary: 'A fresh human-check challenge (ALTCHA); each works once',
    tag: 'System',
    access: 'public',
    answer: json<CaptchaChallenge>(),
  }),
  authSession: endpoint(apiPaths.authSession, {
    summary: "The auth library's own session read",
    tag: 'Accounts',
    access: 'public',
    answer: raw('application/json'),
  }),
  authOk: endpoint(apiPaths.authOk, {
    summary: "The auth library's liveness check",
    tag: 'Accounts',
    access: 'public',
    answer: raw('application/json'),
  }),

  account: {
    session: endpoint(apiPaths.account.session, {
      summary: 'Who is signed in on this device (null when nobody)',
      tag: 'Accounts',
      access: 'public',
      answer: json<{ user: AccountUser | null }>(),
    }),
    signIn: endpoint(apiPaths.account.signIn, {
      summary: 'Sign in to the business or admin portal',
      tag: 'Accounts',
      access: 'public',
      body: signInRequestSchema,
      answer: json<SignInResult>(),
    }),
    signInTwoFactor: endpoint(apiPaths.account.signInTwoFactor, {
      summary: "A sign-in's second step: the authenticator or backup code",
      tag: 'Accounts',
      access: 'public',
      body: twoFactorSignInSchema,
      answer: json<SignInResult>(),
    }),
    signOut: endpoint(apiPaths.account.signOut, {
      summary: 'Sign this device out',
      tag: 'Accounts',
      access: 'public',
      answer: json<Message>(),
    }),
    sessions: endpoint(apiPaths.account.sessions, {
      summary: "The signed-in user's sessions, this one marked",
      tag: 'Accounts',
      access: 'signed-in',
      answer: json<Page<AccountSession>>(),
    }),
    signOutOthers: endpoint(apiPaths.account.signOutOthers, {
      summary: 'Sign out every other device',
      tag: 'Accounts',
      access: 'signed-in',
      answer: json<{ revoked: number }>(),
    }),
    revokeSession: endpoint(apiPaths.account.revokeSession, {
      summary: 'Sign out one other device',
      tag: 'Accounts',
      access: 'signed-in',
      params: sessionIdParamSchema,
      answer: empty,
    }),
    claim: endpoint(apiPaths.account.claim, {
      summary: 'Claim a business: make the owner account and a claim for approval',
      tag: 'Accounts',
      access: 'public',
      body: claimSchema,
      answer: json<Message>(201),
    }),
    forgotPassword: endpoint(apiPaths.account.forgotPassword, {
      summary: 'E-mail a password reset link',
      tag: 'Accounts',
      access: 'public',
      body: forgotPasswordSchema,
      answer: json<Message>(),
    }),
    resetPassword: endpoint(apiPaths.account.resetPassword, {
      summary: 'Set a new password with a reset link; signs out every session',
      tag: 'Accounts',
      access: 'public',
      body: resetPasswordSchema,
      answer: json<Message & { portal: 'business' | 'admin' }>(),
    }),
    changePassword: endpoint(apiPaths.account.changePassword, {
      summary: 'Change the password; signs out the other devices',
      tag: 'Accounts',
      access: 'signed-in',
      body: changePasswordSchema,
      answer: json<Message>(),
    }),
    startTwoFactor: endpoint(apiPaths.account.startTwoFactor, {
      summary: 'Start setting up two-factor authentication',
      tag: 'Accounts',
      access: 'signed-in',
      body: confirmPasswordSchema,
      answer: json<TwoFactorSetup>(),
    }),
    confirmTwoFactor: endpoint(apiPaths.account.confirmTwoFactor, {
      summary: 'Finish setting up two-factor authentication with a code',
      tag: 'Accounts',
      access: 'signed-in',
      body: totpCodeSchema,
      answer: json<{ user: AccountUser }>(),
    }),
    disableTwoFactor: endpoint(apiPaths.account.disableTwoFactor, {
      summary: 'Turn two-factor authentication off (owners only)',
      tag: 'Accounts',
      access: 'signed-in',
      body: confirmPasswordSchema,
      answer: json<{ user: AccountUser }>(),
    }),
  },

  directory: {
    listings: endpoint(apiPaths.directory.listings, {
      summary: 'Every business, filtered, a page at a time (the listings page)',
      tag: 'Directory',
      access: 'public',
      query: listingsQuerySchema,
      answer: json<Page<Listing>>(),
    }),
    home: endpoint(apiPaths.directory.home, {
      summary: "The home page's featured cards, cities and categories",
      tag: 'Directory',
      access: 'public',
      answer: json<HomeDirectory>(),
    }),
    featured: endpoint(apiPaths.directory.featured, {
      summary: 'The featured businesses',
      tag: 'Directory',
      access: 'public',
      answer: json<Page<BusinessCard>>(),
    }),
    search: endpoint(apiPaths.directory.search, {
      summary: 'Search by words, category and city',
      tag: 'Directory',
      access: 'public',
      query: searchCriteriaSchema,
      answer: json<Page<BusinessCard>>(),
    }),
    suggestions: endpoint(apiPaths.directory.suggestions, {
      summary: 'Businesses whose name starts like what was typed',
      tag: 'Directory',
      access: 'public',
      query: suggestionQuerySchema,
      answer: json<Page<Suggestion>>(),
    }),
    profile: endpoint(apiPaths.directory.profile, {
      summary: "A business's profile by id or slug",
      tag: 'Directory',
      access: 'public',
      // Any text: a slug, a UUID or a name; what matches nothing is a 404, never a 400.
      params: z.object({ idOrSlug: z.string() }),
      answer: json<BusinessProfile>(),
    }),
    cities: endpoint(apiPaths.directory.cities, {
      summary: 'Every city with at least one business',
      tag: 'Directory',
      access: 'public',
      answer: json<Page<CitySummary>>(),
    }),
    city: endpoint(apiPaths.directory.city, {
      summary: "A city's businesses, a page at a time",
      tag: 'Directory',
      access: 'public',
      params: cityParamSchema,
      query: pageQuerySchema({ defaultLimit: 100 }),
      answer: json<CityBusinessesPage>(),
    }),
    events: endpoint(apiPaths.directory.events, {
      summary: 'Upcoming local events, soonest first',
      tag: 'Directory',
      access: 'public',
      query: pageQuerySchema({ defaultLimit: 50 }),
      answer: json<Page<LocalEvent>>(),
    }),
    contact: endpoint(apiPaths.directory.contact, {
      summary: "A visitor's message to the operators",
      tag: 'Directory',
      access: 'public',
      body: contactRequestSchema,
      answer: json<{ id: string }>(201),
    }),
    pageView: endpoint(apiPaths.directory.pageView, {
      summary: 'Count a page view',
      tag: 'Directory',
      access: 'public',
      body: pageViewSchema,
      answer: empty,
    }),
  },

  jobs: {
    board: endpoint(apiPaths.jobs.board, {
      summary: 'The public job board',
      tag: 'Jobs',
      access: 'public',
      query: jobListQuerySchema,
      answer: json<Page<JobCard>>(),
    }),
    resume: endpoint(apiPaths.jobs.resume, {
      summary: "An application's resume: for the job's owner and admins, or with the e-mailed link",
      tag: 'Jobs',
      access: 'public',
      params: jobIdParamSchema,
      query: z.object({ token: z.string().max(500).optional() }),
      answer: raw('application/octet-stream'),
    }),
    detail: endpoint(apiPaths.jobs.detail, {
      summary: 'One open job',
      tag: 'Jobs',
      access: 'public',
      params: jobIdParamSchema,
      answer: json<JobDetail>(),
    }),
    view: endpoint(apiPaths.jobs.view, {
      summary: "Count a visitor's view of a job (once a day each)",
      tag: 'Jobs',
      access: 'public',
      params: jobIdParamSchema,
      answer: json<{ counted: boolean }>(),
    }),
    apply: endpoint(apiPaths.jobs.apply, {
      summary: 'Apply: `application` (JSON) and an optional `resume` file',
      tag: 'Jobs',
      access: 'public',
      params: jobIdParamSchema,
      body: 'multipart',
      answer: json<JobApplied>(201),
    }),
    ownJobs: endpoint(apiPaths.jobs.ownJobs, {
      summary: "The owner's job postings",
      tag: 'Jobs',
      access: 'manage:job:own',
      answer: json<OwnerJobs>(),
    }),
    create: endpoint(apiPaths.jobs.create, {
      summary: 'Post a job (pending until an admin approves it)',
      tag: 'Jobs',
      access: 'manage:job:own',
      body: jobPostingSchema,
      answer: json<Message & { job: ManagedJob }>(201),
    }),
    update: endpoint(apiPaths.jobs.update, {
      summary: 'Edit a job posting',
      tag: 'Jobs',
      access: 'manage:job:own',
      params: jobIdParamSchema,
      body: jobPostingSchema,
      answer: json<Message & { job: ManagedJob }>(),
    }),
    ownStatus: endpoint(apiPaths.jobs.ownStatus, {
      summary: 'Pause, resume or fill a job posting',
      tag: 'Jobs',
      access: 'manage:job:own',
      params: jobIdParamSchema,
      body: jobStatusChangeSchema,
      answer: json<Message & { job: ManagedJob }>(),
    }),
    applications: endpoint(apiPaths.jobs.applications, {
      summary: "A job's applications",
      tag: 'Jobs',
      access: 'manage:job:own',
      params: jobIdParamSchema,
      answer: json<JobApplicationView[]>(),
    }),
    applicationsCsv: endpoint(apiPaths.jobs.applicationsCsv, {
      summary: "A job's applications as a CSV file",
      tag: 'Jobs',
      access: 'manage:job:own',
      params: jobIdParamSchema,
      answer: raw(CSV),
    }),
    adminList: endpoint(apiPaths.jobs.adminList, {
      summary: 'Job Management: postings by status',
      tag: 'Jobs',
      access: 'manage:job:any',
      query: adminJobListQuerySchema,
      answer: json<AdminJobList>(),
    }),
    adminStatus: endpoint(apiPaths.jobs.adminStatus, {
      summary: 'Approve, reject, pause, resume or archive a job posting',
      tag: 'Jobs',
      access: 'manage:job:any',
      params: jobIdParamSchema,
      body: jobStatusChangeSchema,
      answer: json<Message & { job: ManagedJob }>(),
    }),
  },

  portal: {
    overview: endpoint(apiPaths.portal.overview, {
      summary: "The owner's business and the change waiting for approval",
      tag: 'Portal',
      access: 'read:portal:own',
      answer: json<PortalOverview>(),
    }),
    submitChange: endpoint(apiPaths.portal.submitChange, {
      summary: 'Send profile changes for approval',
      tag: 'Portal',
      access: 'update:business-profile:own',
      body: profileFieldsSchema,
      answer: json<ProfileChangeSubmitted>(201),
    }),
    withdrawChange: endpoint(apiPaths.portal.withdrawChange, {
      summary: 'Withdraw the waiting profile change',
      tag: 'Portal',
      access: 'update:business-profile:own',
      params: idParam(portalMessages.changeIdInvalid),
      answer: empty,
    }),
  },

  photos: {
    file: endpoint(apiPaths.photos.file, {
      summary: "A photo's image for its owner and admins (pending and rejected photos are private)",
      tag: 'Photos',
      access: 'signed-in',
      params: photoIdParamSchema.extend({ variant: z.enum(['file', 'thumbnail']) }),
      answer: raw('image/webp'),
    }),
    own: endpoint(apiPaths.photos.own, {
      summary: "The owner's photos, the plan's limit and what counts toward it",
      tag: 'Photos',
      access: 'manage:photo:own',
      answer: json<PortalPhotos>(),
    }),
    upload: endpoint(apiPaths.photos.upload, {
      summary: 'Upload one photo (`photo`), pending until approved',
      tag: 'Photos',
      access: 'manage:photo:own',
      body: 'multipart',
      answer: json<PhotoUploaded>(201),
    }),
    deleteOwn: endpoint(apiPaths.photos.deleteOwn, {
      summary: 'Delete one of the owner\u2019s photos',
      tag: 'Photos',
      access: 'manage:photo:own',
      params: photoIdParamSchema,
      answer: json<Message>(),
    }),
    adminList: endpoint(apiPaths.photos.adminList, {
      summary: 'Photos of every business, by status or business',
      tag: 'Photos',
      access: 'manage:photo:any',
      query: adminPhotoListQuerySchema,
      answer: json<Page<AdminPhoto>>(),
    }),
    adminUpload: endpoint(apiPaths.photos.adminUpload, {
      summary: 'Upload an approved photo (`photo`) for a business (`businessId`)',
      tag: 'Photos',
      access: 'manage:photo:any',
      body: 'multipart',
      answer: json<PhotoUploaded>(201),
    }),
    bulkApprove: endpoint(apiPaths.photos.bulkApprove, {
      summary: 'Approve every named photo still pending',
      tag: 'Photos',
      access: 'manage:photo:any',
      body: bulkApproveSchema,
      answer: json<PhotosApproved>(),
    }),
    setPrimaryForAll: endpoint(apiPaths.photos.setPrimaryForAll, {
      summary: 'Make the earliest approved photo primary wherever none is',
      tag: 'Photos',
      access: 'manage:photo:any',
      answer: json<PrimaryPhotosSet & Message>(),
    }),
    approve: endpoint(apiPaths.photos.approve, {
      summary: 'Approve a pending photo (publishes its files)',
      tag: 'Photos',
      access: 'manage:photo:any',
      params: photoIdParamSchema,
      body: photoReviewSchema,
      answer: json<Message & { photo: Photo }>(),
    }),
    reject: endpoint(apiPaths.photos.reject, {
      summary: 'Reject a pending photo with a note to the owner',
      tag: 'Photos',
      access: 'manage:photo:any',
      params: photoIdParamSchema,
      body: photoReviewSchema,
      answer: json<Message & { photo: Photo }>(),
    }),
    setPrimary: endpoint(apiPaths.photos.setPrimary, {
      summary: "Make an approved photo its business's primary one",
      tag: 'Photos',
      access: 'manage:photo:any',
      params: photoIdParamSchema,
      answer: json<Message>(),
    }),
    adminDelete: endpoint(apiPaths.photos.adminDelete, {
      summary: 'Delete a photo and its files',
      tag: 'Photos',
      access: 'manage:photo:any',
      params: photoIdParamSchema,
      answer: json<Message>(),
    }),
  },

  payments: {
    checkout: endpoint(apiPaths.payments.checkout, {
      summary: 'Start a checkout for a paid plan',
      tag: 'Payments',
      access: 'manage:subscription:own',
      body: checkoutRequestSchema,
      answer: json<CheckoutStarted>(201),
    }),
    checkoutResult: endpoint(apiPaths.payments.checkoutResult, {
      summary: 'One checkout as the provider left it',
      tag: 'Payments',
      access: 'manage:subscription:own',
      params: textParam('id'),
      answer: json<CheckoutResult>(),
    }),
    portal: endpoint(apiPaths.payments.portal, {
      summary: "Open the provider's customer portal",
      tag: 'Payments',
      access: 'manage:subscription:own',
      answer: json<PortalOpened>(201),
    }),
    subscription: endpoint(apiPaths.payments.subscription, {
      summary: "The owner's plan and subscription",
      tag: 'Payments',
      access: 'manage:subscription:own',
      answer: json<SubscriptionCheck>(),
    }),
    testCheckout: endpoint(apiPaths.payments.testCheckout, {
      summary: 'The built-in test checkout page (no Stripe key)',
      tag: 'Payments',
      access: 'public',
      params: textParam('id'),
      answer: raw('text/html; charset=utf-8'),
    }),
    testCheckoutPay: endpoint(apiPaths.payments.testCheckoutPay, {
      summary: 'Test checkout: pay',
      tag: 'Payments',
      access: 'public',
      params: textParam('id'),
      answer: raw('text/plain'),
    }),
    testCheckoutDecline: endpoint(apiPaths.payments.testCheckoutDecline, {
      summary: 'Test checkout: the card is declined',
      tag: 'Payments',
      access: 'public',
      params: textParam('id'),
      answer: raw('text/plain'),
    }),
    testCheckoutCancel: endpoint(apiPaths.payments.testCheckoutCancel, {
      summary: 'Test checkout: cancel',
      tag: 'Payments',
      access: 'public',
      params: textParam('id'),
      answer: raw('text/plain'),
    }),
    testPortal: endpoint(apiPaths.payments.testPortal, {
      summary: "The built-in test customer portal (a signed link's `token`)",
      tag: 'Payments',
      access: 'public',
      params: textParam('id'),
      query: z.object({ token: z.string().max(500).optional() }),
      answer: raw('text/html; charset=utf-8'),
    }),
    testPortalAction: endpoint(apiPaths.payments.testPortalAction, {
      summary: 'Test customer portal: switch plan, cancel or resume',
      tag: 'Payments',
      access: 'public',
      params: textParam('id').extend({ action: z.enum(['switch', 'cancel', 'resume']) }),
      query: z.object({ token: z.string().max(500).optional() }),
      body: 'form',
      answer: raw('text/plain'),
    }),
    stripeWebhook: endpoint(apiPaths.payments.stripeWebhook, {
      summary: "Stripe's signed events (the raw body is what is verified)",
      tag: 'Payments',
      access: 'public',
      body: 'raw',
      answer: json<{ received: true; outcome: string }>(),
    }),
  },

  admin: {
    dashboard: endpoint(apiPaths.admin.dashboard, {
      summary: 'The counts behind the stat cards, tabs and notifications',
      tag: 'Admin',
      access: 'read:dashboard:any',
      answer: json<AdminDashboardStats>(),
    }),
    subscriptions: endpoint(apiPaths.admin.subscriptions, {
      summary: 'Subscriptions, recent plan changes and monthly recurring revenue',
      tag: 'Admin',
      access: 'read:dashboard:any',
      answer: json<AdminSubscriptionsOverview>(),
    }),
    securityEvents: endpoint(apiPaths.admin.securityEvents, {
      summary: 'The security log, filtered',
      tag: 'Admin',
      access: 'read:security-log:any',
      query: securityEventsQuerySchema,
      answer: json<Page<SecurityEvent>>(),
    }),
    securityActions: endpoint(apiPaths.admin.securityActions, {
      summary: 'The actions the security log holds',
      tag: 'Admin',
      access: 'read:security-log:any',
      answer: json<{ actions: string[] }>(),
    }),
    analytics: endpoint(apiPaths.admin.analytics, {
      summary: "The Analytics tab's numbers",
      tag: 'Admin',
      access: 'read:analytics:any',
      answer: json<AnalyticsOverview>(),
    }),
    mailboxAccess: endpoint(apiPaths.admin.mailboxAccess, {
      summary: 'May this visitor read the mailbox (always 200)',
      tag: 'Admin',
      access: 'public',
      answer: json<MailboxAccess>(),
    }),
    mailbox: endpoint(apiPaths.admin.mailbox, {
      summary: 'The e-mail outbox, newest first (no SMTP server configured)',
      tag: 'Admin',
      access: 'read:mailbox:any',
      query: pageQuerySchema({ defaultLimit: 50 }),
      answer: json<MailboxPage>(),
    }),
  },

  approvals: {
    list: endpoint(apiPaths.approvals.list, {
      summary: 'Business claims and profile changes, by status and type',
      tag: 'Approvals',
      access: 'read:change-request:any',
      query: changeListQuerySchema,
      answer: json<Page<ChangeRequestSummary>>(),
    }),
    detail: endpoint(apiPaths.approvals.detail, {
      summary: 'One claim or profile change with what it would change',
      tag: 'Approvals',
      access: 'read:change-request:any',
      params: idParamSchema,
      answer: json<ChangeRequestDetail>(),
    }),
    approve: endpoint(apiPaths.approvals.approve, {
      summary: 'Approve a claim or profile change',
      tag: 'Approvals',
      access: 'process:change-request:any',
      params: idParamSchema,
      body: approveChangeSchema,
      answer: json<ChangeDecision>(),
    }),
    reject: endpoint(apiPaths.approvals.reject, {
      summary: 'Reject a claim or profile change',
      tag: 'Approvals',
      access: 'process:change-request:any',
      params: idParamSchema,
      body: rejectChangeSchema,
      answer: json<ChangeDecision>(),
    }),
  },

  businesses: {
    list: endpoint(apiPaths.businesses.list, {
      summary: 'The Businesses tab: every business, filtered',
      tag: 'Businesses',
      access: 'manage:business:any',
      query: businessListQuerySchema,
      answer: json<Page<AdminBusiness>>(),
    }),
    exportCsv: endpoint(apiPaths.businesses.exportCsv, {
      summary: 'Every business the filters match, as CSV (the import columns)',
      tag: 'Businesses',
      access: 'manage:business:any',
      query: businessExportQuerySchema,
      answer: raw(CSV),
    }),
    exportXlsx: endpoint(apiPaths.businesses.exportXlsx, {
      summary: 'Every business the filters match, as Excel',
      tag: 'Businesses',
      access: 'manage:business:any',
      query: businessExportQuerySchema,
      answer: raw(XLSX),
    }),
    create: endpoint(apiPaths.businesses.create, {
      summary: 'Add a business',
      tag: 'Businesses',
      access: 'manage:business:any',
      body: newBusinessSchema,
      answer: json<Message & { business: AdminBusiness }>(201),
    }),
    update: endpoint(apiPaths.businesses.update, {
      summary: "Edit a business's admin fields",
      tag: 'Businesses',
      access: 'manage:business:any',
      params: idParamSchema,
      body: businessEditSchema,
      answer: json<Message & { business: AdminBusiness }>(),
    }),
    delete: endpoint(apiPaths.businesses.delete, {
      summary: 'Delete a business with its photos',
      tag: 'Businesses',
      access: 'manage:business:any',
      params: idParamSchema,
      answer: json<Message>(),
    }),
    changePlan: endpoint(apiPaths.businesses.changePlan, {
      summary: "Set a business's plan by hand (manual, cash, check, promotional)",
      tag: 'Businesses',
      access: 'manage:business:any',
      params: idParamSchema,
      body: planChangeSchema,
      answer: json<Message & { business: AdminBusiness }>(),
    }),
  },

  contact: {
    list: endpoint(apiPaths.contact.list, {
      summary: 'The Contact Forms tab',
      tag: 'Contact',
      access: 'manage:contact:any',
      query: contactListQuerySchema,
      answer: json<Page<ContactSubmission>>(),
    }),
    open: endpoint(apiPaths.contact.open, {
      summary: 'Open a message (marks an unread one read)',
      tag: 'Contact',
      access: 'manage:contact:any',
      params: idParamSchema,
      answer: json<ContactSubmission>(),
    }),
    update: endpoint(apiPaths.contact.update, {
      summary: "Set a message's status and notes",
      tag: 'Contact',
      access: 'manage:contact:any',
      params: idParamSchema,
      body: contactUpdateSchema,
      answer: json<ContactSubmission>(),
    }),
    archive: endpoint(apiPaths.contact.archive, {
      summary: 'Archive a message',
      tag: 'Contact',
      access: 'manage:contact:any',
      params: idParamSchema,
      answer: json<ContactSubmission>(),
    }),
    unarchive: endpoint(apiPaths.contact.unarchive, {
      summary: 'Take a message out of the archive',
      tag: 'Contact',
      access: 'manage:contact:any',
      params: idParamSchema,
      answer: json<ContactSubmission>(),
    }),
  },

  imports: {
    batches: endpoint(apiPaths.imports.batches, {
      summary: 'Recent imports',
      tag: 'Imports',
      access: 'manage:business:any',
      answer: json<{ items: ImportBatchView[] }>(),
    }),
    preview: endpoint(apiPaths.imports.preview, {
      summary: 'What each row of `file` or `text` would do, with an optional `mapping`',
      tag: 'Imports',
      access: 'manage:business:any',
      body: 'multipart',
      answer: json<ImportPreview>(),
    }),
    run: endpoint(apiPaths.imports.run, {
      summary: 'Import `file` or `text`: progress lines, then the result (NDJSON)',
      tag: 'Imports',
      access: 'manage:business:any',
      body: 'multipart',
      answer: raw('application/x-ndjson; charset=utf-8'),
    }),
    undo: endpoint(apiPaths.imports.undo, {
      summary: 'Undo an import, unless what it wrote changed since',
      tag: 'Imports',
      access: 'manage:business:any',
      params: idParam(importMessages.batchNotFound),
      answer: json<Message>(),
    }),
  },
} as const;

type EndpointsIn<T> = T extends Endpoint ? T : T extends object ? EndpointsIn<T[keyof T]> : never;

/** Any endpoint of the table. */
export type ApiEndpoint = EndpointsIn<typeof api>;

/** The endpoint at an address of api-paths.ts, with its schemas and answer. */
export type EndpointAt<R extends ApiEndpoint['route']> = Extract<ApiEndpoint, { route: R }>;
