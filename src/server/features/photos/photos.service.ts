/**
 * Business photos (issue 9; spec 001 sections 4, 5 and 7). An upload is checked
 * and re-encoded first, then stored, then recorded; when recording fails the
 * stored files are removed, so no file outlives its row and no row lacks its file.
 * Owners upload pending photos within their plan's limit; admins upload approved
 * ones, moderate, choose the primary photo and delete. Every write has its audit row.
 *
 * Until an admin approves it, a photo's files are in the private storage area,
 * read only by its owner and admins through /api/photos/:id/{file,thumbnail};
 * approval copies them to the public area before the row says so, then removes
 * the private copies (issue 31). A copy a crash leaves behind has no row in its
 * area, and the maintenance pass's clean-up of stored files removes it.
 */
import { randomUUID } from 'node:crypto';
import type { Page, PageRequest } from '../../../domain/paging.js';
import { can } from '../../../domain/permissions.js';
import {
  type AdminPhoto,
  type OwnerPhoto,
  type Photo,
  type PhotosApproved,
  type PhotoUploaded,
  type PortalPhotos,
  type PrimaryPhotosSet,
  photoLimitMessage,
  photoMessages,
} from '../../../domain/photos.js';
import { PLANS, type PlanId, planOf } from '../../../domain/plans.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import {
  ImageRejectedError,
  photoSrcSet,
  processImage,
  thumbnailName,
} from '../../platform/images.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction, logAdminActions, logSecurityEvent } from '../../platform/security-log.js';
import { newObjectKey, type Storage, type StorageArea } from '../../platform/storage/storage.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import {
  type AdminPhotoFilter,
  clearBusinessImageIf,
  countCountedPhotos,
  deletePhotoRow,
  findBusinessForPhotos,
  findPhoto,
  insertPhoto,
  listAdminPhotos,
  listPendingPhotos,
  listPhotosOfBusiness,
  listUnapprovedPublicPhotos,
  lockBusinessForPhotos,
  lockPhoto,
  makePrimary,
  type PhotoRow,
  selectCoverPhotos,
  setEarliestAsPrimary,
  setPhotoArea,
  setPhotoReview,
  storedKeysOfBusiness,
} from './photos.queries.js';

interface PhotoContext {
  db: Db;
  storage: Storage;
  logger: Logger;
  meta: RequestMeta;
  actor: SessionUser;
}

function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    businessId: row.businessId,
    url: row.filePath,
    thumbnailUrl: row.thumbnailPath ?? row.filePath,
    fileName: row.fileName,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    status: row.approvalStatus,
    isPrimary: row.isPrimary,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminPhoto(row: {
  photo: PhotoRow;
  businessName: string;
  businessSlug: string;
  plan: string;
}): AdminPhoto {
  return {
    ...toPhoto(row.photo),
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    plan: planOf(row.plan).id,
  };
}

/** What the owner sees: each photo and whether the public profile shows it (plan limit). */
function toOwnerPhotos(rows: PhotoRow[], plan: PlanId): OwnerPhoto[] {
  // Rows come primary first, then newest: the public profile shows the first `limit` approved.
  let shown = 0;
  return rows.map((row) => {
    const isPublic = row.approvalStatus === 'approved' && shown < PLANS[plan].photoLimit;
    if (isPublic) shown += 1;
    return { ...toPhoto(row), isPublic };
  });
}

/** The display name of an upload: its base name, without control characters, at most 200 long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch >= ' ' && ch !== '\u007f').join('');
  const clean = printable.trim().slice(0, 200);
  return clean || 'photo';
}

interface StoredPhoto {
  area: StorageArea;
  values: Omit<
    PhotoRow,
    | 'approvalStatus'
    | 'isPrimary'
    | 'adminNotes'
    | 'reviewedAt'
    | 'reviewedBy'
    | 'createdAt'
    | 'uploadedBy'
  >;
}

async function removeStored(storage: Storage, logger: Logger, area: StorageArea, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(area, key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      logger.warn('stored photo not removed', { key: keys[i], area, error: String(result.reason) });
    }
  });
}

/** The display copy's key and the thumbnail's, when it has one. */
function keysOf(row: Pick<PhotoRow, 'storagePath' | 'thumbnailStoragePath'>): string[] {
  return row.thumbnailStoragePath ? [row.storagePath, row.thumbnailStoragePath] : [row.storagePath];
}

/** Where a private photo's files are read: an authorized route, never the file itself. */
export function privatePhotoUrl(id: string, variant: 'file' | 'thumbnail'): string {
  return `/api/photos/${id}/${variant}`;
}

/** The URLs a row records for its files in `area`. */
function photoUrls(
  storage: Storage,
  row: Pick<PhotoRow, 'id' | 'storagePath' | 'thumbnailStoragePath'>,
  area: StorageArea,
) {
  if (area === 'private') {
    return {
      filePath: privatePhotoUrl(row.id, 'file'),
      thumbnailPath: row.thumbnailStoragePath ? privatePhotoUrl(row.id, 'thumbnail') : null,
    };
  }
  return {
    filePath: storage.publicUrl(row.storagePath),
    thumbnailPath: row.thumbnailStoragePath ? storage.publicUrl(row.thumbnailStoragePath) : null,
  };
}

/**
 * Copies a photo's files from one area to the other; the source stays. A copy an
 * earlier, interrupted move left behind is the same file under the same key, so a
 * key already taken in the target is accepted. A missing source is logged and
 * skipped: the row moves anyway, and its image is missing in both areas alike.
 */
async function copyPhotoFiles(
  storage: Storage,
  logger: Logger,
  row: Pick<PhotoRow, 'id' | 'storagePath' | 'thumbnailStoragePath'>,
  from: StorageArea,
  to: StorageArea,
): Promise<void> {
  for (const key of keysOf(row)) {
    const object = await storage.get(from, key);
    if (!object) {
      logger.warn('photo file missing', { photoId: row.id, key, area: from });
      continue;
    }
    try {
      await storage.put(to, key, object.body, object.contentType);
    } catch (error) {
      if (!(await storage.get(to, key))) throw error;
    }
  }
}

/** Checks and re-encodes `file`, then stores its display copy and thumbnail. */
async function storePhoto(
  storage: Storage,
  logger: Logger,
  { businessId, file, area }: { businessId: string; file: UploadedFile; area: StorageArea },
): Promise<StoredPhoto> {
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(file.bytes);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === 'too_many_pixels'
        ? photoMessages.fileTooManyPixels
        : photoMessages.fileNotImage;
    throw new AppError('validation', message, { photo: message });
  }
  const id = randomUUID();
  const key = newObjectKey(businessId, 'webp');
  const thumbnailKey = thumbnailName(key);
  try {
    await storage.put(area, key, image.display, 'image/webp');
    await storage.put(area, thumbnailKey, image.thumbnail, 'image/webp');
  } catch (error) {
    logger.error('photo storage failed', { businessId, error: String(error) });
    await removeStored(storage, logger, area, [key, thumbnailKey]);
    throw new AppError(
      'unavailable',
      'Storage upload failed: the file could not be saved. Please try again.',
    );
  }
  return {
    area,
    values: {
      id,
      businessId,
      fileName: cleanFileName(file.name),
      ...photoUrls(storage, { id, storagePath: key, thumbnailStoragePath: thumbnailKey }, area),
      storagePath: key,
      thumbnailStoragePath: thumbnailKey,
      storageArea: area,
      fileSize: image.display.length,
      mimeType: 'image/webp',
      width: image.width,
      height: image.height,
    },
  };
}

/** Runs the database step of an upload; when it fails, the stored files go too. */
async function recordStored<T>(
  storage: Storage,
  logger: Logger,
  stored: StoredPhoto,
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await removeStored(storage, logger, stored.area, keysOf(stored.values));
    throw error;
  }
}

function assertRoomFor(plan: PlanId, used: number) {
  if (used >= PLANS[plan].photoLimit) throw new AppError('conflict', photoLimitMessage(plan));
}

/** The owner's Photos tab: every photo of their business, the plan's limit and what counts. */
export async function listOwnPhotos({
  db,
  actor,
}: {
  db: Db;
  actor: SessionUser;
}): Promise<PortalPhotos> {
  assertCan(actor, 'manage:photo:own');
  const { businessId } = await requireOwnBusiness(db, actor);
  const [business, rows] = await Promise.all([
    requireBusiness(db, businessId),
    listPhotosOfBusiness(db, businessId),
  ]);
  const plan = planOf(business.plan).id;
  return {
    items: toOwnerPhotos(rows, plan),
    plan,
    limit: PLANS[plan].photoLimit,
    used: rows.filter((row) => row.approvalStatus !== 'rejected').length,
  };
}

async function requireBusiness(db: Db, businessId: string) {
  const row = await findBusinessForPhotos(db, businessId);
  if (!row) throw new AppError('not_found', photoMessages.businessNotFound);
  return row;
}

/** An owner's upload: pending until an admin approves it, refused past the plan's limit. */
export async function uploadOwnPhoto({
  db,
  storage,
  logger,
  meta,
  actor,
  file,
}: PhotoContext & { file: UploadedFile }): Promise<PhotoUploaded> {
  assertCan(actor, 'manage:photo:own');
  const { businessId } = await requireOwnBusiness(db, actor);
  // A cheap look before the work of decoding; the locked count below is the rule.
  const business = await requireBusiness(db, businessId);
  assertRoomFor(planOf(business.plan).id, await countCountedPhotos(db, businessId));

  const stored = await storePhoto(storage, logger, { businessId, file, area: 'private' });
  const row = await recordStored(storage, logger, stored, () =>
    db.transaction(async (tx) => {
      const locked = await lockBusinessForPhotos(tx, businessId);
      if (!locked) throw new AppError('not_found', photoMessages.businessNotFound);
      assertRoomFor(planOf(locked.plan).id, await countCountedPhotos(tx, businessId));
      const inserted = await insertPhoto(tx, {
        ...stored.values,
        uploadedBy: actor.id,
        approvalStatus: 'pending',
      });
      await logSecurityEvent(tx, {
        action: 'photo_uploaded',
        success: true,
        resourceType: 'business_photo',
        resourceId: inserted.id,
        actorUserId: actor.id,
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
        metadata: { businessId, fileName: inserted.fileName, fileSize: inserted.fileSize },
      });
      return inserted;
    }),
  );
  return { photo: toPhoto(row) };
}

/** Deletes the row with its audit row, then the files (a file left behind is only logged). */
async function deletePhoto(
  { db, storage, logger }: Pick<PhotoContext, 'db' | 'storage' | 'logger'>,
  id: string,
  {
    ownBusinessId,
    audit,
  }: { ownBusinessId?: string; audit: (tx: Db, row: PhotoRow) => Promise<void> },
): Promise<{ message: string }> {
  const row = await db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    // Another business's photo is answered as missing: its existence is not the owner's business.
    if (!photo || (ownBusinessId && photo.businessId !== ownBusinessId)) {
      throw new AppError('not_found', photoMessages.notFound);
    }
    await deletePhotoRow(tx, id);
    await clearBusinessImageIf(tx, photo.businessId, photo.filePath);
    await audit(tx, photo);
    return photo;
  });
  await removeStored(storage, logger, row.storageArea, keysOf(row));
  return { message: photoMessages.deleted };
}

export async function deleteOwnPhoto(ctx: PhotoContext & { id: string }) {
  assertCan(ctx.actor, 'manage:photo:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  return deletePhoto(ctx, ctx.id, {
    ownBusinessId: businessId,
    audit: (tx, photo) =>
      logSecurityEvent(tx, {
        action: 'photo_deleted',
        success: true,
        resourceType: 'business_photo',
        resourceId: photo.id,
        actorUserId: ctx.actor.id,
        ipAddress: ctx.meta.ip,
        userAgent: ctx.meta.userAgent,
        metadata: { businessId, fileName: photo.fileName, status: photo.approvalStatus },
      }),
  });
}

/* ----- admin ----- */

export async function listPhotosForAdmin({
  db,
  actor,
  filter,
  page,
}: {
  db: Db;
  actor: SessionUser;
  filter: AdminPhotoFilter;
  page: PageRequest;
}): Promise<Page<AdminPhoto>> {
  assertCan(actor, 'manage:photo:any');
  const { rows, total } = await listAdminPhotos(db, filter, page);
  return { items: rows.map(toAdminPhoto), total };
}

/** An admin's upload: approved at once; the plan's limit still decides what the public sees. */
export async function uploadPhotoAsAdmin({
  db,
  storage,
  logger,
  meta,
  actor,
  businessId,
  file,
}: PhotoContext & { businessId: string; file: UploadedFile }): Promise<PhotoUploaded> {
  assertCan(actor, 'manage:photo:any');
  await requireBusiness(db, businessId);
  const stored = await storePhoto(storage, logger, { businessId, file, area: 'public' });
  const row = await recordStored(storage, logger, stored, () =>
    db.transaction(async (tx) => {
      const business = await lockBusinessForPhotos(tx, businessId);
      if (!business) throw new AppError('not_found', photoMessages.businessNotFound);
      const inserted = await insertPhoto(tx, {
        ...stored.values,
        uploadedBy: actor.id,
        approvalStatus: 'approved',
        reviewedAt: new Date(),
        reviewedBy: actor.id,
      });
      await logAdminAction(tx, meta, {
        action: 'admin_photo_uploaded',
        actorUserId: actor.id,
        resourceType: 'business_photo',
        resourceId: inserted.id,
        after: { businessId, fileName: inserted.fileName, approvalStatus: 'approved' },
      });
      return inserted;
    }),
  );
  return { photo: toPhoto(row) };
}

type ReviewContext = Pick<PhotoContext, 'db' | 'storage' | 'logger' | 'meta' | 'actor'>;

/**
 * Approves the pending photos among `ids`: their files are copied to the public
 * area first, then each row that is still pending says approved and public in one
 * transaction with its audit row, then the private copies go. A photo another
 * admin decided in between keeps its state, and its public copies are removed
 * unless its row now says public. Returns the rows approved.
 */
async function publishPhotos(
  { db, storage, logger, meta, actor }: ReviewContext,
  ids: string[],
  { notes, bulk }: { notes: string | null; bulk: boolean },
): Promise<PhotoRow[]> {
  const pending = await listPendingPhotos(db, ids);
  const copied: PhotoRow[] = [];
  let approved: PhotoRow[] = [];
  try {
    for (const photo of pending) {
      copied.push(photo);
      if (photo.storageArea === 'private') {
        await copyPhotoFiles(storage, logger, photo, 'private', 'public');
      }
    }
    approved = await db.transaction(async (tx) => {
      const changed: PhotoRow[] = [];
      for (const photo of copied) {
        const [row] = await setPhotoReview(tx, [photo.id], {
          status: 'approved',
          notes,
          by: actor.id,
          area: 'public',
          ...photoUrls(storage, photo, 'public'),
        });
        if (row) changed.push(row);
      }
      await logAdminActions(
        tx,
        meta,
        changed.map((row) => ({
          action: 'admin_photo_approved',
          actorUserId: actor.id,
          resourceType: 'business_photo',
          resourceId: row.id,
          before: { approvalStatus: 'pending' },
          after: bulk
            ? { approvalStatus: 'approved' }
            : { approvalStatus: 'approved', adminNotes: notes },
          metadata: bulk ? { bulk: true } : { businessId: row.businessId },
        })),
      );
      return changed;
    });
  } finally {
    const approvedIds = new Set(approved.map((row) => row.id));
    for (const photo of copied) {
      if (photo.storageArea !== 'private') continue;
      if (approvedIds.has(photo.id)) {
        await removeStored(storage, logger, 'private', keysOf(photo));
      } else if ((await findPhoto(db, photo.id))?.photo.storageArea !== 'public') {
        await removeStored(storage, logger, 'public', keysOf(photo));
      }
    }
  }
  return approved;
}

export async function approvePhoto(
  ctx: ReviewContext & { id: string; notes: string | null },
): Promise<{ message: string; photo: Photo }> {
  assertCan(ctx.actor, 'manage:photo:any');
  const found = await findPhoto(ctx.db, ctx.id);
  if (!found) throw new AppError('not_found', photoMessages.notFound);
  if (found.photo.approvalStatus !== 'pending') {
    throw new AppError('conflict', photoMessages.alreadyReviewed);
  }
  const [row] = await publishPhotos(ctx, [ctx.id], { notes: ctx.notes, bulk: false });
  // Decided by another admin between the look above and the transaction.
  if (!row) throw new AppError('conflict', photoMessages.alreadyReviewed);
  return { message: photoMessages.approved, photo: toPhoto(row) };
}

/** A rejected photo stays in the private area: its owner sees it with the admin's note. */
export async function rejectPhoto({
  db,
  meta,
  actor,
  id,
  notes,
}: ReviewContext & { id: string; notes: string | null }): Promise<{
  message: string;
  photo: Photo;
}> {
  assertCan(actor, 'manage:photo:any');
  const row = await db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) throw new AppError('not_found', photoMessages.notFound);
    if (photo.approvalStatus !== 'pending') {
      throw new AppError('conflict', photoMessages.alreadyReviewed);
    }
    const [rejected] = await setPhotoReview(tx, [id], { status: 'rejected', notes, by: actor.id });
    await logAdminAction(tx, meta, {
      action: 'admin_photo_rejected',
      actorUserId: actor.id,
      resourceType: 'business_photo',
      resourceId: id,
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: 'rejected', adminNotes: notes },
      metadata: { businessId: photo.businessId },
    });
    return rejected;
  });
  return { message: photoMessages.rejected, photo: toPhoto(row) };
}

/** Approves every named photo still pending; photos another admin decided are left alone. */
export async function approvePhotos(
  ctx: ReviewContext & { ids: string[] },
): Promise<PhotosApproved> {
  assertCan(ctx.actor, 'manage:photo:any');
  const unique = [...new Set(ctx.ids.map((id) => id.toLowerCase()))];
  const approved = await publishPhotos(ctx, unique, { notes: null, bulk: true });
  return { approved: approved.length };
}

/** Makes an approved photo its business's primary one (shown first on cards and the profile). */
export async function setPrimaryPhoto({
  db,
  meta,
  actor,
  id,
}: Pick<PhotoContext, 'db' | 'meta' | 'actor'> & { id: string }): Promise<{ message: string }> {
  assertCan(actor, 'manage:photo:any');
  await db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) throw new AppError('not_found', photoMessages.notFound);
    if (photo.approvalStatus !== 'approved') {
      throw new AppError('conflict', photoMessages.onlyApprovedPrimary);
    }
    await lockBusinessForPhotos(tx, photo.businessId);
    await makePrimary(tx, photo.businessId, id);
    await logAdminAction(tx, meta, {
      action: 'admin_photo_primary_set',
      actorUserId: actor.id,
      resourceType: 'business_photo',
      resourceId: id,
      before: { isPrimary: photo.isPrimary },
      after: { isPrimary: true },
      metadata: { businessId: photo.businessId },
    });
  });
  return { message: photoMessages.primarySet };
}

/** The 'set primary photos' action: the earliest approved photo wherever none is primary. */
export async function setPrimaryPhotosForAll({
  db,
  meta,
  actor,
}: Pick<PhotoContext, 'db' | 'meta' | 'actor'>): Promise<PrimaryPhotosSet & { message: string }> {
  assertCan(actor, 'manage:photo:any');
  const updated = await db.transaction(async (tx) => {
    const changed = await setEarliestAsPrimary(tx);
    await logAdminAction(tx, meta, {
      action: 'admin_primary_photos_set',
      actorUserId: actor.id,
      resourceType: 'business_photo',
      resourceId: 'all',
      after: { photoIds: changed.map((c) => c.id) },
      metadata: { updated: changed.length },
    });
    return changed.length;
  });
  return { updated, message: photoMessages.primarySetForAll };
}

export async function deletePhotoAsAdmin(ctx: PhotoContext & { id: string }) {
  assertCan(ctx.actor, 'manage:photo:any');
  return deletePhoto(ctx, ctx.id, {
    audit: (tx, photo) =>
      logAdminAction(tx, ctx.meta, {
        action: 'admin_photo_deleted',
        actorUserId: ctx.actor.id,
        resourceType: 'business_photo',
        resourceId: photo.id,
        before: {
          businessId: photo.businessId,
          fileName: photo.fileName,
          approvalStatus: photo.approvalStatus,
          isPrimary: photo.isPrimary,
        },
      }),
  });
}

/** The stored files of a business's photos; read them in the transaction that deletes it. */
export const photoFilesOfBusiness = storedKeysOfBusiness;

/** Removes stored photo files once their rows are gone; a failure is logged, not thrown. */
export async function removePhotoFiles(
  { storage, logger }: Pick<PhotoContext, 'storage' | 'logger'>,
  files: { area: StorageArea; key: string }[],
): Promise<void> {
  for (const area of ['public', 'private'] as const) {
    const keys = files.filter((file) => file.area === area).map((file) => file.key);
    if (keys.length) await removeStored(storage, logger, area, keys);
  }
}

/**
 * A photo's file for its owner or an admin (/api/photos/:id/file and /thumbnail):
 * how pending and rejected photos are seen. To anyone else it does not exist.
 */
export async function readPhotoFile({
  db,
  storage,
  actor,
  id,
  variant,
}: {
  db: Db;
  storage: Storage;
  actor: SessionUser;
  id: string;
  variant: 'file' | 'thumbnail';
}): Promise<{ body: Buffer; contentType: string }> {
  const isAdmin = can(actor, 'manage:photo:any');
  if (!isAdmin) assertCan(actor, 'manage:photo:own');
  const ownBusinessId = isAdmin ? null : (await requireOwnBusiness(db, actor)).businessId;
  const found = await findPhoto(db, id);
  if (!found || (!isAdmin && found.photo.businessId !== ownBusinessId)) {
    throw new AppError('not_found', photoMessages.notFound);
  }
  const { photo } = found;
  const key =
    variant === 'thumbnail' ? (photo.thumbnailStoragePath ?? photo.storagePath) : photo.storagePath;
  const stored = await storage.get(photo.storageArea, key);
  if (!stored) throw new AppError('not_found', photoMessages.notFound);
  return { body: stored.body, contentType: photo.mimeType };
}

/**
 * Moves the files of pending and rejected photos that are still in the public area
 * (stored before unapproved photos were private, or seeded there) to the private
 * area. Runs at start-up, before the server takes requests and under the start-up
 * lock, so no approval races it. Returns how many photos moved.
 */
export async function privatizeUnapprovedPhotos({
  db,
  storage,
  logger,
}: Pick<PhotoContext, 'db' | 'storage' | 'logger'>): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await listUnapprovedPublicPhotos(db, 100);
    if (batch.length === 0) break;
    for (const photo of batch) {
      await copyPhotoFiles(storage, logger, photo, 'public', 'private');
      await setPhotoArea(db, photo.id, 'private', photoUrls(storage, photo, 'private'));
      await removeStored(storage, logger, 'public', keysOf(photo));
      moved += 1;
    }
  }
  if (moved > 0) logger.info('unapproved photos moved to the private area', { moved });
  return moved;
}

/* ----- the directory's cards ----- */

/** A card's picture: a stored photo comes with its thumbnail's srcset. */
export interface CoverImage {
  image: string | null;
  imageSrcSet?: string;
}

/**
 * A card shows the business's best approved photo (primary first, then newest), so
 * the photo an admin makes primary leads everywhere; the listing's own image
 * (e.g. an imported URL) is the fallback.
 */
export async function withCoverPhotos<T extends { id: string; image: string | null }>(
  db: Db,
  rows: T[],
): Promise<(T & CoverImage)[]> {
  if (rows.length === 0) return rows;
  const photos = await selectCoverPhotos(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const photo = photos.get(row.id);
    if (!photo) return row;
    const imageSrcSet = photoSrcSet(photo);
    return { ...row, image: photo.filePath, ...(imageSrcSet ? { imageSrcSet } : {}) };
  });
}
