import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_STRIP_COUNT, STRIP_PHOTO_WIDTHS, stripPhotoFileName } from '#domain/photo-strip.js';
import { PLANS } from '#domain/plans.js';
import { uniqueSlug } from '#domain/slug.js';
import { THUMBNAIL_SIZE, thumbnailName } from '../../platform/images.js';
import type { Db } from '../client.js';
import { withOpeningHours } from '../opening-hours.js';
import { businesses, businessPhotos, categories, localEvents } from '../schema/directory.js';
import { jobs } from '../schema/jobs.js';
import { subscriptions } from '../schema/payments.js';
import { BUSINESSES } from './businesses.data.js';
import { CATEGORY_ROWS } from './categories.data.js';
import { DEMO_BUSINESSES } from './demo-businesses.js';
import { upcomingEvents } from './events.data.js';
import {
  type BusinessArtInput,
  businessPictureSvg,
  GALLERY_LAYOUTS,
  logoSvg,
  PICTURE_SIZE,
} from './images/business-art.js';
import { pruneImageCache, runLimited, type WebpCopy, writeWebp } from './images/render.js';
import { STRIP_SIZE, stripSceneSvg } from './images/strip.js';
import { JOBS } from './jobs.data.js';
import type { SeedBusiness, SeedJob } from './types.js';

type NewBusiness = typeof businesses.$inferInsert & { id: string };
type NewPhoto = typeof businessPhotos.$inferInsert;
type NewJob = typeof jobs.$inferInsert;

export interface SeedLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
}

export interface SeedResult {
  seeded: boolean;
  businesses: number;
  jobs: number;
}

/** A picture to draw, where it goes under the uploads directory, and its smaller copies. */
interface Picture {
  storagePath: string;
  svg: () => string;
  copies?: { storagePath: string; width: number; height: number }[];
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** sharp renders on libvips threads; a few at a time keeps 2-core machines responsive. */
const RENDER_CONCURRENCY = 4;

/**
 * Fills an empty database with the demo directory: categories, businesses with
 * photos and logos, jobs and events. Does nothing when categories or businesses
 * already exist, so it is safe to call on every start.
 */
export async function seedDatabase({
  db,
  uploadsDir,
  logger,
  imageCacheDir,
}: {
  db: Db;
  uploadsDir: string;
  logger?: SeedLogger;
  /** Test runs only (SEED_IMAGE_CACHE_DIR): pictures drawn before are copied from here. */
  imageCacheDir?: string;
}): Promise<SeedResult> {
  // The home page's strip is not a row: a directory seeded by an older release gets
  // any size it lacks drawn now.
  const missingStrip = stripPictures().filter((picture) =>
    [picture, ...(picture.copies ?? [])].some((p) => !existsSync(join(uploadsDir, p.storagePath))),
  );
  await renderPictures(missingStrip, uploadsDir, imageCacheDir);
  if (await hasDirectoryData(db)) {
    logger?.info('seed skipped: the directory already has data');
    return { seeded: false, businesses: 0, jobs: 0 };
  }
  const started = performance.now();
  const now = new Date();
  const plan = planBusinesses([...DEMO_BUSINESSES, ...BUSINESSES], now);
  const jobRows = planJobs(JOBS, plan.businesses, now);

  // Images first, so no committed row ever points at a missing file.
  const sizes = await renderPictures(plan.pictures, uploadsDir, imageCacheDir);
  for (const photo of plan.photos) photo.fileSize = sizes.get(photo.storagePath) ?? 0;
  const rendered = performance.now();

  try {
    await db.transaction(async (tx) => {
      await tx.insert(categories).values(CATEGORY_ROWS);
      // The seeded directory is BCS Local's own data, confirmed as of the seeding (decision 035).
      const confirmed = { confirmedAt: new Date(), confirmedBy: 'bcs_local' as const };
      await tx
        .insert(businesses)
        .values(plan.businesses.map((b) => ({ ...withOpeningHours(b), ...confirmed })));
      await tx.insert(businessPhotos).values(plan.photos);
      // Paid demo listings were set by hand: in good standing until an admin changes them.
      const paid = plan.businesses.filter((b) => b.plan !== 'free');
      if (paid.length) {
        await tx.insert(subscriptions).values(
          paid.map((b) => ({
            businessId: b.id as string,
            planType: b.plan ?? 'free',
            status: 'active' as const,
          })),
        );
      }
      await tx.insert(jobs).values(jobRows);
      // BCS Local's own town events (DESIGN decision 18): published as seeded.
      await tx
        .insert(localEvents)
        .values(
          upcomingEvents(now).map((e) => ({ ...e, status: 'approved' as const, approvedAt: now })),
        );
    });
  } catch (error) {
    // The business ids are fresh UUIDs: a failed seed would leave their folders orphaned.
    await Promise.all(
      plan.businesses.map((b) =>
        rm(join(uploadsDir, 'businesses', b.id), { recursive: true, force: true }),
      ),
    );
    throw error;
  }

  if (imageCacheDir) pruneImageCache(imageCacheDir);
  logger?.info('seeded demo directory', {
    businesses: plan.businesses.length,
    photos: plan.photos.length,
    jobs: jobRows.length,
    images: sizes.size,
    renderMs: Math.round(rendered - started),
    totalMs: Math.round(performance.now() - started),
  });
  return { seeded: true, businesses: plan.businesses.length, jobs: jobRows.length };
}

async function hasDirectoryData(db: Db): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [business] = await db.select({ id: businesses.id }).from(businesses).limit(1);
  return Boolean(category || business);
}

/** Rows for every business and its photos, plus the pictures to draw for them. */
function planBusinesses(list: SeedBusiness[], now: Date) {
  const takenSlugs = new Set<string>();
  const rows: NewBusiness[] = [];
  const photos: NewPhoto[] = [];
  const pictures: Picture[] = [];

  list.forEach((business, index) => {
    const { slug, extraPhotos, moderationPhotos, ...columns } = business;
    const id = randomUUID();
    const folder = `businesses/${id}`;
    // Listings joined the directory over the past five months, the demo ones first.
    const createdAt = new Date(now.getTime() - (150 - index * 2) * DAY);
    const art: BusinessArtInput = { ...business, services: business.services ?? [] };

    // Stored as an upload is: the drawing (800 x 600) and its thumbnail.
    const addPhoto = (
      fileName: string,
      draw: () => string,
      photo: Pick<NewPhoto, 'approvalStatus' | 'isPrimary' | 'createdAt'>,
    ) => {
      const storagePath = `${folder}/${fileName}`;
      const thumbnailPath = thumbnailName(storagePath);
      pictures.push({
        storagePath,
        svg: draw,
        copies: [{ storagePath: thumbnailPath, ...THUMBNAIL_SIZE }],
      });
      photos.push({
        businessId: id,
        fileName,
        filePath: `/uploads/${storagePath}`,
        storagePath,
        thumbnailPath: `/uploads/${thumbnailPath}`,
        thumbnailStoragePath: thumbnailPath,
        width: PICTURE_SIZE.width,
        height: PICTURE_SIZE.height,
        fileSize: 0, // set once the file is written
        mimeType: 'image/webp',
        // Written where uploads go; the start-up moves the unapproved ones to the
        // private area (privatizeUnapprovedPhotos), as it does for older data.
        storageArea: 'public',
        ...photo,
      });
    };

    addPhoto('cover.webp', () => businessPictureSvg(art, 'cover'), {
      approvalStatus: 'approved',
      isPrimary: true,
      createdAt,
    });
    // By default each listing fills its plan's photo allowance exactly.
    const extras = extraPhotos ?? PLANS[business.plan].photoLimit - 1;
    for (let i = 0; i < extras; i++) {
      const layout = GALLERY_LAYOUTS[i % GALLERY_LAYOUTS.length];
      addPhoto(`photo-${i + 2}.webp`, () => businessPictureSvg(art, layout, i + 1), {
        approvalStatus: 'approved',
        isPrimary: false,
        createdAt: new Date(createdAt.getTime() + (i + 1) * MINUTE),
      });
    }
    if (moderationPhotos) {
      addPhoto(`photo-${extras + 2}.webp`, () => businessPictureSvg(art, 'landscape', 2), {
        approvalStatus: 'pending',
        isPrimary: false,
        createdAt: new Date(now.getTime() - DAY),
      });
      addPhoto(`photo-${extras + 3}.webp`, () => businessPictureSvg(art, 'pattern', 2), {
        approvalStatus: 'rejected',
        isPrimary: false,
        createdAt: new Date(now.getTime() - 3 * DAY),
      });
    }

    let logo: string | null = null;
    if (business.plan !== 'free') {
      pictures.push({
        storagePath: `${folder}/logo.webp`,
        svg: () => logoSvg(business.name, business.category),
      });
      logo = `/uploads/${folder}/logo.webp`;
    }

    rows.push({
      ...columns,
      id,
      slug: uniqueSlug(slug ?? business.name, takenSlugs),
      state: 'TX',
      paymentMethod: business.plan === 'free' ? 'admin_import' : 'manual',
      image: `/uploads/${folder}/cover.webp`,
      logo,
      createdAt,
      updatedAt: createdAt,
    });
  });

  return { businesses: rows, photos, pictures };
}

function planJobs(list: SeedJob[], businessRows: NewBusiness[], now: Date): NewJob[] {
  const bySlug = new Map(businessRows.map((b) => [b.slug, b]));
  return list.map((job, index) => {
    const { businessSlug, postedDaysAgo, deadlineInDays, ...fields } = job;
    const business = bySlug.get(businessSlug);
    if (!business || business.plan === 'free') {
      throw new Error(`seed job '${job.title}' needs a silver or texas_gold business`);
    }
    // Spread postings over the day too, so "Posted X ago" differs between them.
    const createdAt = new Date(now.getTime() - postedDaysAgo * DAY - (index + 1) * 47 * MINUTE);
    const approvedAt =
      job.status === 'approved'
        ? new Date(Math.min(createdAt.getTime() + 5 * 60 * MINUTE, now.getTime()))
        : null;
    return {
      ...fields,
      businessId: business.id,
      companyName: business.name,
      companyLogoUrl: business.logo ?? null,
      companyWebsite: business.website ?? null,
      applicationDeadline:
        deadlineInDays === undefined
          ? null
          : new Date(now.getTime() + deadlineInDays * DAY).toISOString().slice(0, 10),
      approvedAt,
      createdAt,
      updatedAt: approvedAt ?? createdAt,
    };
  });
}

/** Each strip photo at full width (1200 x 500) and its narrower copies. */
function stripPictures(): Picture[] {
  return Array.from({ length: PHOTO_STRIP_COUNT }, (_, index) => ({
    storagePath: `strip/${stripPhotoFileName(index)}`,
    svg: () => stripSceneSvg(index),
    copies: STRIP_PHOTO_WIDTHS.filter((width) => width < STRIP_SIZE.width).map((width) => ({
      storagePath: `strip/${stripPhotoFileName(index, width)}`,
      width,
      height: Math.round((width * STRIP_SIZE.height) / STRIP_SIZE.width),
    })),
  }));
}

/** Draws every picture (a few at a time) and returns each file's size by storage path. */
async function renderPictures(pictures: Picture[], uploadsDir: string, cacheDir?: string) {
  const sizes = await runLimited(
    pictures.map((p) => () => {
      const copies: WebpCopy[] = (p.copies ?? []).map(({ storagePath, width, height }) => ({
        filePath: join(uploadsDir, storagePath),
        width,
        height,
      }));
      return writeWebp(p.svg(), join(uploadsDir, p.storagePath), copies, cacheDir);
    }),
    RENDER_CONCURRENCY,
  );
  return new Map(pictures.map((p, i) => [p.storagePath, sizes[i]]));
}
