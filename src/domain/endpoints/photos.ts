/** The `photos` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { apiPaths } from '../api-paths.js';
import { callableBy, endpointGroup, json, raw, signedIn } from '../endpoint.js';
import type { Page } from '../paging.js';
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
} from '../photos.js';
import type { Message } from './shared.js';

const owner = callableBy('manage:photo:own');
const admin = callableBy('manage:photo:any');
/** One photo (`photo`) in a multipart form: pending from an owner, approved from an admin. */
const photoUpload = { body: 'multipart', answer: json<PhotoUploaded>(201) } as const;
/** What is done to one photo, answered with a message. */
const photoAction = { params: photoIdParamSchema, answer: json<Message>() } as const;
/** An admin's decision on a pending photo, with optional notes to the owner. */
const photoReview = {
  params: photoIdParamSchema,
  body: photoReviewSchema,
  answer: json<Message & { photo: Photo }>(),
} as const;

export const photosEndpoints = endpointGroup('Photos', apiPaths.photos, {
  file: signedIn(
    "A photo's image for its owner and admins (pending and rejected photos are private)",
    {
      params: photoIdParamSchema.extend({ variant: z.enum(['file', 'thumbnail']) }),
      answer: raw('image/webp'),
    },
  ),
  own: owner("The owner's photos, the plan's limit and what counts toward it", {
    answer: json<PortalPhotos>(),
  }),
  upload: owner('Upload one photo (`photo`), pending until approved', photoUpload),
  deleteOwn: owner('Delete one of the owner\u2019s photos', photoAction),
  adminList: admin('Photos of every business, by status or business', {
    query: adminPhotoListQuerySchema,
    answer: json<Page<AdminPhoto>>(),
  }),
  adminUpload: admin(
    'Upload an approved photo (`photo`) for a business (`businessId`)',
    photoUpload,
  ),
  bulkApprove: admin('Approve every named photo still pending', {
    body: bulkApproveSchema,
    answer: json<PhotosApproved>(),
  }),
  setPrimaryForAll: admin('Make the earliest approved photo primary wherever none is', {
    answer: json<PrimaryPhotosSet & Message>(),
  }),
  approve: admin('Approve a pending photo (publishes its files)', photoReview),
  reject: admin('Reject a pending photo with a note to the owner', photoReview),
  setPrimary: admin("Make an approved photo its business's primary one", photoAction),
  adminDelete: admin('Delete a photo and its files', photoAction),
});
