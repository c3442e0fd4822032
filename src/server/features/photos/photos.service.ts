import type { Page } from '#domain/paging.js';
import {
  type AdminPhoto,
  type OwnerPhoto,
  type Photo,
  type PhotoUploaded,
  type PortalPhotos,
  photoLimitMessage,
  photoMessages,
} from '#domain/photos.js';
import { PLANS, type PlanId, planOf } from '#domain/plans.js';
import type { Db } from '../../db/client.js';
import { mapPage } from '../../db/paging.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan } from '../../platform/auth/guards.js';
import type { ActorRequest, ListRequest } from '../../platform/request-context.js';
import { logAdminAction, logUserAction } from '../../platform/security-log.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { clearBusinessImage } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import {
  keysOf,
  type PhotoContext,
  recordStored,
  removeStored,
  storePhoto,
} from './photo-files.service.js';
import {
  type AdminPhotoFilter,
  countCountedPhotos,
  deletePhotoRow,
  findBusinessForPhotos,
  insertPhoto,
  listAdminPhotos,
  listPhotosOfBusiness,
  lockBusinessForPhotos,
  lockPhoto,
  type PhotoRow,
} from './photos.queries.js';

export function toPhoto(row: PhotoRow): Photo {
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

export function toAdminPhoto(row: {
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
export function toOwnerPhotos(rows: PhotoRow[], plan: PlanId): OwnerPhoto[] {
  // Rows come primary first, then newest: the public profile shows the first `limit` approved.
  let shown = 0;
  return rows.map((row) => {
    const isPublic = row.approvalStatus === 'approved' && shown < PLANS[plan].photoLimit;
    if (isPublic) shown += 1;
    return { ...toPhoto(row), isPublic };
  });
}

function assertRoomFor(plan: PlanId, used: number) {
  if (used >= PLANS[plan].photoLimit) throw new AppError('conflict', photoLimitMessage(plan));
}

/** The owner's Photos tab: every photo of their business, the plan's limit and what counts. */
export async function listOwnPhotos({ db, actor }: ActorRequest): Promise<PortalPhotos> {
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
      await logUserAction(
        tx,
        { actor, meta },
        {
          action: 'photo_uploaded',
          resourceType: 'business_photo',
          resourceId: inserted.id,
          metadata: { businessId, fileName: inserted.fileName, fileSize: inserted.fileSize },
        },
      );
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
    await clearBusinessImage({ db: tx, businessId: photo.businessId, ifImage: photo.filePath });
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
      logUserAction(tx, ctx, {
        action: 'photo_deleted',
        resourceType: 'business_photo',
        resourceId: photo.id,
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
}: ListRequest<AdminPhotoFilter>): Promise<Page<AdminPhoto>> {
  assertCan(actor, 'manage:photo:any');
  return mapPage(await listAdminPhotos(db, filter, page), toAdminPhoto);
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
