/**
 * Small builders for what the API answers, typed by the domain's response types
 * (src/domain), so a changed contract fails `tsc` here as it does in the app. Each
 * gives a plausible, complete value; a test overrides only what it is about:
 * `aListing({ plan: 'texas_gold' })`. Ids are UUIDs, new ones on every call.
 *
 * One file an area under ./builders; this one gathers them so a test imports
 * `#web/test/builders.js` whatever it builds.
 */
export * from './builders/accounts.js';
export * from './builders/admin.js';
export * from './builders/approvals.js';
export * from './builders/businesses.js';
export * from './builders/events.js';
export * from './builders/ids.js';
export * from './builders/imports.js';
export * from './builders/jobs.js';
export * from './builders/messages.js';
export * from './builders/photos.js';
export * from './builders/portal.js';
export * from './builders/reviews.js';
