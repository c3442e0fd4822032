/**
 * A photo's files (issue 31): stored where its row says (private until approved,
 * public after), copied between the areas when it is approved, read for its owner and
 * admins, and removed with their row. A copy a crash leaves behind has no row in its
 * area; the clean-up of stored files removes it.
 */
import { randomUUID } from 'node:crypto';
import { can } from '#domain/permissions.js';
import { photoMessages } from '#domain/photos.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { ImageRejectedError, processImage, thumbnailName } from '../../platform/images.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { newObjectKey, type Storage, type StorageArea } from '../../platform/storage/storage.js';
import type { StoredFileOwner } from '../../platform/stored-files.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import {
  findPhoto,
  listUnapprovedPublicPhotos,
  type PhotoRow,
  setPhotoArea,
  storedKeysInArea,
  storedKeysOfBusiness,
} from './photos.queries.js';

export interface PhotoContext {
  db: Db;
  storage: Storage;
  logger: Logger;
  meta: RequestMeta;
  actor: SessionUser;
}

/** The display name of an upload: its base name, without control characters, at most 200 long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch >= ' ' && ch !== '\u007f').join('');
  const clean = printable.trim().slice(0, 200);
  return clean || 'photo';
}

export interface StoredPhoto {
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

export async function removeStored(
  storage: Storage,
  logger: Logger,
  area: StorageArea,
  keys: string[],
) {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(area, key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      logger.warn('stored photo not removed', { key: keys[i], area, error: String(result.reason) });
    }
  });
}

/** The display copy's key and the thumbnail's, when it has one. */
export function keysOf(row: Pick<PhotoRow, 'storagePath' | 'thumbnailStoragePath'>): string[] {
  return row.thumbnailStoragePath ? [row.storagePath, row.thumbnailStoragePath] : [row.storagePath];
}

/** Where a private photo's files are read: an authorized route, never the file itself. */
export function privatePhotoUrl(id: string, variant: 'file' | 'thumbnail'): string {
  return `/api/photos/${id}/${variant}`;
}

/** The URLs a row records for its files in `area`. */
export function photoUrls(
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
export async function copyPhotoFiles(
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
export async function storePhoto(
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
export async function recordStored<T>(
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
  // An admin without two-factor is told to set it up, as on every admin route.
  if (!isAdmin)
    assertCan(actor, actor.userType === 'admin' ? 'manage:photo:any' : 'manage:photo:own');
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

/**
 * A photo's stored keys: an upload's (`{businessId}/{time}-{random}.webp`, from
 * newObjectKey) or the seed's (`businesses/{businessId}/photo-{n}.webp`), each with its
 * `-thumb` copy. The seed's other drawings (covers, logos, the home strip) are not
 * photos and never match.
 */
const PHOTO_KEY =
  /^(?:businesses\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:\d+-[0-9a-f]{12}|photo-\d+)(?:-thumb)?\.webp$/;

/**
 * Photos as the clean-up of stored files sees them: a file is alive in an area only
 * when its row says the photo is there, so the public copy of a pending photo is an
 * orphan, not a photo.
 */
export function photoFiles({ db }: { db: Db }): StoredFileOwner {
  return {
    name: 'photos',
    places: [
      { area: 'public', prefix: '' },
      { area: 'private', prefix: '' },
    ],
    owns: (key) => PHOTO_KEY.test(key),
    liveKeys: (area) => storedKeysInArea(db, area),
  };
}
