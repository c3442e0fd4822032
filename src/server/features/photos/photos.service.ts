/**
 * Business photos (issue 9; spec 001 sections 4, 5 and 7). An upload is checked
 * and re-encoded first, then stored, then recorded; when recording fails the
 * stored files are removed, so no file outlives its row and no row lacks its file.
 * Owners upload pending photos within their plan's limit; admins upload approved
 * ones, moderate, choose the primary photo and delete. Every write has its audit row.
 */
import type { Page, PageRequest } from '../../../domain/paging.js';
import {
  type AdminPhoto,
  type OwnerPhoto,
  type Photo,
  type PhotoStatus,
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
import { ImageRejectedError, processImage, thumbnailName } from '../../platform/images.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction, logAdminActions, logSecurityEvent } from '../../platform/security-log.js';
import { newObjectKey, type Storage } from '../../platform/storage/storage.js';
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
  listPhotosOfBusiness,
  lockBusinessForPhotos,
  lockPhoto,
  makePrimary,
  type PhotoRow,
  setEarliestAsPrimary,
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
  key: string;
  thumbnailKey: string;
  values: Omit<
    PhotoRow,
    | 'id'
    | 'approvalStatus'
    | 'isPrimary'
    | 'adminNotes'
    | 'reviewedAt'
    | 'reviewedBy'
    | 'createdAt'
    | 'uploadedBy'
  >;
}

async function removeStored(storage: Storage, logger: Logger, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => storage.remove('public', key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      logger.warn('stored photo not removed', { key: keys[i], error: String(result.reason) });
    }
  });
}

/** Checks and re-encodes `file`, then stores its display copy and thumbnail. */
async function storePhoto(
  storage: Storage,
  logger: Logger,
  businessId: string,
  file: UploadedFile,
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
  const key = newObjectKey(businessId, 'webp');
  const thumbnailKey = thumbnailName(key);
  try {
    await storage.put('public', key, image.display, 'image/webp');
    await storage.put('public', thumbnailKey, image.thumbnail, 'image/webp');
  } catch (error) {
    logger.error('photo storage failed', { businessId, error: String(error) });
    await removeStored(storage, logger, [key, thumbnailKey]);
    throw new AppError(
      'unavailable',
      'Storage upload failed: the file could not be saved. Please try again.',
    );
  }
  return {
    key,
    thumbnailKey,
    values: {
      businessId,
      fileName: cleanFileName(file.name),
      filePath: storage.publicUrl(key),
      storagePath: key,
      thumbnailPath: storage.publicUrl(thumbnailKey),
      thumbnailStoragePath: thumbnailKey,
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
    await removeStored(storage, logger, [stored.key, stored.thumbnailKey]);
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

  const stored = await storePhoto(storage, logger, businessId, file);
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
  await removeStored(
    storage,
    logger,
    row.thumbnailStoragePath ? [row.storagePath, row.thumbnailStoragePath] : [row.storagePath],
  );
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
  const stored = await storePhoto(storage, logger, businessId, file);
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

async function reviewPhoto(
  { db, meta, actor }: Pick<PhotoContext, 'db' | 'meta' | 'actor'>,
  id: string,
  status: Exclude<PhotoStatus, 'pending'>,
  notes: string | null,
): Promise<{ message: string; photo: Photo }> {
  assertCan(actor, 'manage:photo:any');
  await db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) throw new AppError('not_found', photoMessages.notFound);
    if (photo.approvalStatus !== 'pending') {
      throw new AppError('conflict', photoMessages.alreadyReviewed);
    }
    await setPhotoReview(tx, [id], { status, notes, by: actor.id });
    await logAdminAction(tx, meta, {
      action: status === 'approved' ? 'admin_photo_approved' : 'admin_photo_rejected',
      actorUserId: actor.id,
      resourceType: 'business_photo',
      resourceId: id,
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: status, adminNotes: notes },
      metadata: { businessId: photo.businessId },
    });
  });
  const row = await findPhoto(db, id);
  if (!row) throw new AppError('not_found', photoMessages.notFound);
  return {
    message: status === 'approved' ? photoMessages.approved : photoMessages.rejected,
    photo: toPhoto(row.photo),
  };
}

export function approvePhoto(
  ctx: Pick<PhotoContext, 'db' | 'meta' | 'actor'> & { id: string; notes: string | null },
) {
  return reviewPhoto(ctx, ctx.id, 'approved', ctx.notes);
}

export function rejectPhoto(
  ctx: Pick<PhotoContext, 'db' | 'meta' | 'actor'> & { id: string; notes: string | null },
) {
  return reviewPhoto(ctx, ctx.id, 'rejected', ctx.notes);
}

/** Approves every named photo still pending; photos another admin decided are left alone. */
export async function approvePhotos({
  db,
  meta,
  actor,
  ids,
}: Pick<PhotoContext, 'db' | 'meta' | 'actor'> & { ids: string[] }): Promise<PhotosApproved> {
  assertCan(actor, 'manage:photo:any');
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const approved = await db.transaction(async (tx) => {
    const changed = await setPhotoReview(tx, unique, {
      status: 'approved',
      notes: null,
      by: actor.id,
    });
    await logAdminActions(
      tx,
      meta,
      changed.map((id) => ({
        action: 'admin_photo_approved',
        actorUserId: actor.id,
        resourceType: 'business_photo',
        resourceId: id,
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'approved' },
        metadata: { bulk: true },
      })),
    );
    return changed.length;
  });
  return { approved };
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

/** The stored keys of a business's photos; read them in the transaction that deletes it. */
export const photoKeysOfBusiness = storedKeysOfBusiness;

/** Removes stored photo files once their rows are gone; a failure is logged, not thrown. */
export function removePhotoFiles(
  { storage, logger }: Pick<PhotoContext, 'storage' | 'logger'>,
  keys: string[],
): Promise<void> {
  return removeStored(storage, logger, keys);
}
