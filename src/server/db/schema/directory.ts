import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '#domain/hours.js';
import { COORDINATES_SOURCES } from '#domain/maps.js';
import { PLAN_IDS } from '#domain/plans.js';
import { byUser, createdAt, timestamps, uuidId } from './columns.js';
import {
  confirmerEnum,
  eventStatusEnum,
  paymentMethodEnum,
  photoApprovalStatusEnum,
  planEnum,
  storageAreaEnum,
} from './enums.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type SocialLinks = Partial<
  Record<'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube' | 'tiktok', string>
>;

export const businesses = pgTable(
  'businesses',
  {
    id: uuidId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category').references(() => categories.name, { onUpdate: 'cascade' }),
    address: text('address'),
    city: text('city'),
    state: text('state').default('TX'),
    zipCode: text('zip_code'),
    phone: text('phone'),
    website: text('website'),
    email: text('email'),
    contactName: text('contact_name'),
    description: text('description'),
    /** The owner's description in Spanish, if any (issue 28): Spanish pages show it. */
    descriptionEs: text('description_es'),
    /** 'Se habla español': Spanish is spoken at the business (a badge and a filter). */
    speaksSpanish: boolean('speaks_spanish').notNull().default(false),
    reviews: integer('reviews').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    yearsInBusiness: integer('years_in_business'),
    hours: text('hours'),
    /**
     * The hours text read as the model of src/domain/hours.ts (issue 29): always
     * parseHoursText(hours), written with it (db/opening-hours.ts), null without hours.
     */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    gbpSetUp: boolean('gbp_set_up').notNull().default(false),
    image: text('image'),
    logo: text('logo'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    plan: planEnum('plan').notNull().default('free'),
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('admin_import'),
    adminNotes: text('admin_notes'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Who set latitude/longitude (decision 037): 'owner' and 'admin' pins were placed by
     * hand and the geocoder leaves them alone; null when there are no coordinates.
     */
    coordinatesSource: text('coordinates_source', { enum: COORDINATES_SOURCES }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When the listing was last confirmed as right, and by whom (issue 29; decision 035). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: confirmerEnum('confirmed_by'),
    /** When an admin marked the business permanently closed: out of every directory read. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The city as filters match it (lower case), stored so its indexes hold it: an index
     * on the expression lower(city) cannot answer a count or a page without reading
     * every row (an index-only scan needs the column itself).
     */
    cityKey: text('city_key').generatedAlwaysAs((): SQL => sql`lower(${businesses.city})`),
    /**
     * The words a search matches, accents ignored ('bcs_english': English stems over
     * unaccent, migration 0021), so 'panaderia' finds Panadería and the other way round;
     * the Spanish description by Spanish stems ('bcs_spanish', migration 0023).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('bcs_english', coalesce(${businesses.name}, '')), 'A') || setweight(to_tsvector('bcs_english', coalesce(${businesses.category}, '')), 'B') || setweight(to_tsvector('bcs_english', coalesce(${businesses.city}, '')), 'C') || setweight(to_tsvector('bcs_english', coalesce(${businesses.description}, '')), 'D') || setweight(to_tsvector('bcs_spanish', coalesce(${businesses.descriptionEs}, '')), 'D')`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('businesses_slug_key').on(t.slug),
    // LIKE 'base%' when picking a free slug (imports create thousands in a row).
    index('businesses_slug_pattern_idx').on(t.slug.op('text_pattern_ops')),
    // The sitemap reads its files (slugs in order, each with its last change) and its
    // cache key (row count, newest change) from this index alone, without the table.
    index('businesses_slug_updated_at_idx').on(t.slug, t.updatedAt),
    uniqueIndex('businesses_name_city_key').on(
      sql`lower(${t.name})`,
      sql`lower(coalesce(${t.city}, ''))`,
    ),
    // One text index per plan: a search reads its best plan's matches first and only as
    // many as it ranks (search.queries.ts), so each plan's matches are found apart.
    ...PLAN_IDS.map((plan) =>
      index(`businesses_search_vector_${plan}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`plan = '${plan}'`)),
    ),
    index('businesses_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('businesses_plan_idx').on(t.plan),
    // Suggestions: names starting with what was typed, in name order (byte order, so
    // LIKE 'text%' uses it whatever the database's collation).
    index('businesses_name_prefix_idx').on(sql`lower(${t.name}) collate "C"`),
    // The search without words: each plan's best rated of a category or a city first.
    index('businesses_category_plan_rating_idx').on(
      t.category,
      t.plan,
      sql`${t.rating} desc nulls last`,
      t.name,
    ),
    // (Also the cities' list: one probe per city in city_key order, selectCities.)
    index('businesses_city_plan_rating_idx').on(
      t.cityKey,
      t.plan,
      sql`${t.rating} desc nulls last`,
      t.name,
    ),
    index('businesses_category_city_plan_rating_idx').on(
      t.category,
      t.cityKey,
      t.plan,
      sql`${t.rating} desc nulls last`,
      t.name,
    ),
    // 'Se habla español' searches: each plan's best rated of the businesses marked so (a
    // few of the directory), with or without a category or a city.
    index('businesses_spanish_plan_rating_idx')
      .on(t.plan, sql`${t.rating} desc nulls last`, t.name)
      .where(sql`speaks_spanish`),
    // The listings' order (category, then name) read from the index, not sorted per page,
    // for the whole directory and within a city (filtered by category or not).
    index('businesses_listing_order_idx').on(t.category, t.name, t.id),
    index('businesses_city_listing_order_idx').on(t.cityKey, t.category, t.name, t.id),
    // A city page's order (best rated first) within one stored spelling of the city.
    index('businesses_city_rating_idx').on(
      t.city,
      sql`${t.rating} desc nulls last`,
      sql`${t.reviews} desc`,
      t.name,
      t.id,
    ),
    check(
      'businesses_rating_range',
      sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`,
    ),
    // The few businesses marked permanently closed, which directory reads leave out
    // (business-columns.ts notClosed).
    index('businesses_closed_idx').on(t.id, t.slug).where(sql`${t.closedAt} is not null`),
    check(
      'businesses_confirmed_consistent',
      sql`(${t.confirmedAt} is null) = (${t.confirmedBy} is null)`,
    ),
    check('businesses_reviews_nonneg', sql`${t.reviews} >= 0`),
    check(
      'businesses_years_nonneg',
      sql`${t.yearsInBusiness} is null or ${t.yearsInBusiness} >= 0`,
    ),
    check('businesses_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      'businesses_latitude_range',
      sql`${t.latitude} is null or ${t.latitude} between -90 and 90`,
    ),
    check(
      'businesses_longitude_range',
      sql`${t.longitude} is null or ${t.longitude} between -180 and 180`,
    ),
    check(
      'businesses_coordinates_source',
      sql`${t.coordinatesSource} is null or ${t.coordinatesSource} in ('geocoder', 'owner', 'admin', 'import')`,
    ),
  ],
);

/** The business a row belongs to: removed with it, or kept with null where `onDelete` says so. */
export const businessRef = (onDelete: 'cascade' | 'set null' = 'cascade') =>
  uuid('business_id').references(() => businesses.id, { onDelete });

export const businessPhotos = pgTable(
  'business_photos',
  {
    id: uuidId(),
    businessId: businessRef().notNull(),
    uploadedBy: byUser('uploaded_by'),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    storagePath: text('storage_path').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    /** The small copy for lists and previews; null for photos stored before thumbnails. */
    thumbnailPath: text('thumbnail_path'),
    thumbnailStoragePath: text('thumbnail_storage_path'),
    /**
     * Where both files are: private until an admin approves the photo (only its owner
     * and admins read it, through /api/photos/:id/file), public once approved.
     */
    storageArea: storageAreaEnum('storage_area').notNull(),
    width: integer('width'),
    height: integer('height'),
    approvalStatus: photoApprovalStatusEnum('approval_status').notNull().default('pending'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The admin's note on approval or rejection; the owner sees it. */
    adminNotes: text('admin_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: byUser('reviewed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_photos_business_idx').on(t.businessId, t.approvalStatus),
    index('business_photos_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.approvalStatus} = 'pending'`),
    uniqueIndex('business_photos_one_primary').on(t.businessId).where(sql`${t.isPrimary}`),
    check('business_photos_size_nonneg', sql`${t.fileSize} >= 0`),
  ],
);

export const businessOwners = pgTable(
  'business_owners',
  {
    id: uuidId(),
    authUserId: byUser('auth_user_id'),
    businessId: businessRef('set null'),
    email: text('email').notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Whether the owner gets the monthly insights report (Silver and up); a signed link turns it off. */
    monthlyReport: boolean('monthly_report').notNull().default(true),
    /** When the owner was last asked to confirm the listing (decision 035). */
    confirmationRemindedAt: timestamp('confirmation_reminded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('business_owners_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('business_owners_auth_user_key').on(t.authUserId),
    index('business_owners_business_idx').on(t.businessId),
  ],
);

/**
 * Events (DESIGN decision 18): a business's (Texas Gold owners publish them, an admin
 * approves each) or BCS Local's own (`business_id` null: the town events seeded with
 * the directory). Times are instants; the month an event counts for is its start's
 * month in College Station (domain/time.ts).
 */
export const localEvents = pgTable(
  'local_events',
  {
    id: uuidId(),
    /** The organizer; null is BCS Local itself. */
    businessId: businessRef(),
    title: text('title').notNull(),
    description: text('description'),
    /** The venue's name. */
    location: text('location'),
    address: text('address'),
    city: text('city'),
    url: text('url'),
    /** One of the business's approved photos; the event shows it while it stays approved. */
    photoId: uuid('photo_id').references(() => businessPhotos.id, { onDelete: 'set null' }),
    /** Null: not stated; 0: free; else the price in cents (USD). */
    priceCents: integer('price_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: eventStatusEnum('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reviewedBy: byUser('reviewed_by'),
    /** Raised by every change a calendar should pick up (iCalendar SEQUENCE). */
    revision: integer('revision').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('local_events_starts_idx').on(t.startsAt),
    // The public list: published events by start.
    index('local_events_status_starts_idx').on(t.status, t.startsAt),
    // A business's events by start: the month's allowance, the profile's list, the portal.
    index('local_events_business_starts_idx').on(t.businessId, t.startsAt),
    check('local_events_order', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
    check('local_events_price_nonneg', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

/**
 * One row per statement that changed businesses, their photos or categories, written
 * by triggers (migration 0009), so every server can tell in one cheap read whether
 * what it derived from the directory (city lists, counts, the home page's pools, the
 * sitemap) is still current: platform/directory-cache.ts.
 */
export const directoryChanges = pgTable('directory_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many change rows the hourly pruning deleted, and the sum of their ids (one row,
 * migration 0032): the directory's version counts them with the rows still there, so
 * pruning, which changes nothing in the directory, leaves the version as it was. Before,
 * every pruning made every server derive everything again: at 1,000,000 businesses a
 * word index rebuilt for 50-100 s each hour.
 */
export const directoryChangesPruned = pgTable(
  'directory_changes_pruned',
  {
    only: boolean('only').primaryKey().default(true),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    idSum: numeric('id_sum').notNull().default('0'),
  },
  (t) => [check('directory_changes_pruned_one_row', sql`${t.only}`)],
);

/**
 * Every word of the directory's names, categories and cities (lower-case, three
 * letters or more), added by a trigger on businesses (migration 0019): a search whose
 * words match nothing looks here for the words the visitor may have meant ('plumbr'
 * -> plumbing) through the trigram index, over thousands of words instead of every
 * business. No unique key, so no writer ever waits for another's new word (two
 * imports adding words in different orders could otherwise deadlock): a word added by
 * two writers at once is there twice, which readers allow for. Words are only added;
 * one no business uses any more corrects to a word that matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (t) => [
  index('search_words_word_idx').on(t.word),
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
