import {
  type Photo,
  type PhotosApproved,
  type PrimaryPhotosSet,
  photoMessages,
} from '#domain/photos.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan } from '../../platform/auth/guards.js';
import { logAdminAction, logAdminActions } from '../../platform/security-log.js';
import {
  copyPhotoFiles,
  keysOf,
  type PhotoContext,
  photoUrls,
  removeStored,
} from './photo-files.service.js';
import {
  findPhoto,
  listPendingPhotos,
  lockBusinessForPhotos,
  lockPhoto,
  makePrimary,
  type PhotoRow,
  setEarliestAsPrimary,
  setPhotoReview,
} from './photos.queries.js';
import { toPhoto } from './photos.service.js';

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
