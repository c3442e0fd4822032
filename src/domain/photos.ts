/**
 * Business photos (spec 001 sections 2, 4, 5 and 8; DESIGN decisions 2 and 15):
 * owners upload within their plan's limit and wait for an admin; admins upload
 * approved photos, moderate, and choose the primary one. The server re-checks
 * every rule here; the browser uses the same checks only to answer sooner.
 */
import { z } from 'zod';
import { pageQueryFields } from './paging.js';
import { PLANS, type PlanId } from './plans.js';
import { isUuid } from './slug.js';
import { idParam } from './validation.js';

/** At most 10 MB per file (10485760 bytes), spec 001 section 5. */
export const PHOTO_MAX_BYTES = 10_485_760;
/** What the file picker offers; the server reads the real type from the bytes. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const PHOTO_FORMATS_LABEL = 'JPG, PNG, GIF, WebP';

export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export const PHOTO_NOTES_MAX = 1000;
/** How many photos one bulk approval may name. */
export const BULK_APPROVE_MAX = 100;

export const photoMessages = {
  fetchFailed: 'Failed to fetch photos',
  uploadFailed: 'Failed to upload photos',
  deleteFailed: 'Failed to delete photo',
  fetchBusinessPhotosFailed: 'Failed to fetch business photos',
  setPrimaryFailed: 'Failed to set primary photos',
  deleted: 'Photo deleted successfully',
  primarySetForAll: 'Primary photos have been set for all businesses',
  primarySet: 'Primary photo updated',
  uploadSuccessful: 'Upload Successful',
  uploadFailedTitle: 'Upload Failed',
  uploadError: 'Upload Error',
  someInvalid: 'Some files are not valid images.',
  someTooLarge: 'Some files exceed the 10MB size limit.',
  selectValid: 'Please select valid image files under 10MB.',
  fileNotImage: 'File must be an image',
  fileTooLarge: 'File size must be less than 10MB',
  fileTooManyPixels: 'Image is too large to process (at most 64 megapixels)',
  badgeInvalid: 'Invalid',
  badgeTooLarge: 'Too large',
  oneFilePerRequest: 'Send one photo per upload.',
  notFound: 'Photo not found',
  businessNotFound: 'Business not found',
  alreadyReviewed: 'This photo has already been reviewed by another admin.',
  approved: 'Photo approved',
  rejected: 'Photo rejected',
  onlyApprovedPrimary: 'Only an approved photo can be the primary photo.',
  photoIdInvalid: 'The photo id must be a UUID.',
  businessIdInvalid: 'The business id must be a UUID.',
} as const;

/** 'Failed to upload N photo(s). Check the results below for details.' */
export function uploadFailedMessage(failed: number): string {
  return `Failed to upload ${failed} photo(s). Check the results below for details.`;
}

/** '2 of 3 photos' */
export function photoCountText(used: number, limit: number): string {
  return `${used} of ${limit} ${limit === 1 ? 'photo' : 'photos'}`;
}

/** Why an owner may not add another photo: the plan's allowance is used. */
export function photoLimitMessage(plan: PlanId): string {
  const { marketingName, photoLimit } = PLANS[plan];
  const photos = photoLimit === 1 ? '1 photo' : `${photoLimit} photos`;
  return `Your ${marketingName} plan allows ${photos}. Delete a photo or upgrade your plan to add more.`;
}

export type PhotoFileProblem = 'invalid' | 'too_large';

/** The spec's per-file check (the browser's convenience; the server reads the bytes). */
export function photoFileProblem(file: { type: string; size: number }): PhotoFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalid';
  if (file.size > PHOTO_MAX_BYTES) return 'too_large';
  return null;
}

export const PHOTO_PROBLEM_TEXT: Record<PhotoFileProblem, { badge: string; message: string }> = {
  invalid: { badge: photoMessages.badgeInvalid, message: photoMessages.fileNotImage },
  too_large: { badge: photoMessages.badgeTooLarge, message: photoMessages.fileTooLarge },
};

/** The batch message for a selection with bad files, or null when all are fine. */
export function photoSelectionMessage(problems: (PhotoFileProblem | null)[]): string | null {
  const invalid = problems.includes('invalid');
  const tooLarge = problems.includes('too_large');
  if (invalid && tooLarge) return photoMessages.selectValid;
  if (invalid) return photoMessages.someInvalid;
  if (tooLarge) return photoMessages.someTooLarge;
  return null;
}

/** One photo as its owner and the admins see it. */
export interface Photo {
  id: string;
  businessId: string;
  url: string;
  thumbnailUrl: string;
  fileName: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  status: PhotoStatus;
  isPrimary: boolean;
  adminNotes: string | null;
  createdAt: string;
}

/** An owner's photo, and whether the public profile shows it today. */
export interface OwnerPhoto extends Photo {
  /** False for pending and rejected photos, and approved ones over the plan's limit. */
  isPublic: boolean;
}

/** The portal's Photos tab. */
export interface PortalPhotos {
  items: OwnerPhoto[];
  plan: PlanId;
  /** Photos the plan allows; pending and approved photos count. */
  limit: number;
  used: number;
}

/** A photo in the admin's lists, with its business. */
export interface AdminPhoto extends Photo {
  businessName: string;
  businessSlug: string;
  plan: PlanId;
}

export interface PhotoUploaded {
  photo: Photo;
}

export interface PrimaryPhotosSet {
  /** Businesses that had no primary photo and now have one. */
  updated: number;
}

export interface PhotosApproved {
  approved: number;
}

export const photoIdParamSchema = idParam(photoMessages.photoIdInvalid);

export const photoReviewSchema = z.object({
  notes: z
    .string({ message: 'Notes must be text.' })
    .trim()
    .max(PHOTO_NOTES_MAX, `Notes must be at most ${PHOTO_NOTES_MAX} characters.`)
    .optional()
    .transform((notes) => notes || null),
});
export type PhotoReviewInput = z.input<typeof photoReviewSchema>;

export const bulkApproveSchema = z.object({
  ids: z
    .array(z.string().refine(isUuid, photoMessages.photoIdInvalid), {
      message: 'Choose the photos to approve.',
    })
    .min(1, 'Choose the photos to approve.')
    .max(BULK_APPROVE_MAX, `Approve at most ${BULK_APPROVE_MAX} photos at a time.`),
});

/** A page of the admin's photo lists (every photo, the moderation queue). */
export const ADMIN_PHOTOS_PAGE_SIZE = 24;

export const adminPhotoListQuerySchema = z.object({
  status: z
    .enum(PHOTO_STATUSES, { message: 'Status must be pending, approved or rejected.' })
    .optional(),
  businessId: z.string().refine(isUuid, photoMessages.businessIdInvalid).optional(),
  ...pageQueryFields({ defaultLimit: ADMIN_PHOTOS_PAGE_SIZE }),
});
export type AdminPhotoListQuery = z.input<typeof adminPhotoListQuerySchema>;
