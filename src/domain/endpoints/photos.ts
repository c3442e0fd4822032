/** The `photos` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { apiPaths } from '../api-paths.js';
import { endpoint, json, raw } from '../endpoint.js';
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

export const photosEndpoints = {
  file: endpoint(apiPaths.photos.file, {
    summary: "A photo's image for its owner and admins (pending and rejected photos are private)",
    tag: 'Photos',
    access: 'signed-in',
    params: photoIdParamSchema.extend({ variant: z.enum(['file', 'thumbnail']) }),
    answer: raw('image/webp'),
  }),
  own: endpoint(apiPaths.photos.own, {
    summary: "The owner's photos, the plan's limit and what counts toward it",
    tag: 'Photos',
    access: 'manage:photo:own',
    answer: json<PortalPhotos>(),
  }),
  upload: endpoint(apiPaths.photos.upload, {
    summary: 'Upload one photo (`photo`), pending until approved',
    tag: 'Photos',
    access: 'manage:photo:own',
    body: 'multipart',
    answer: json<PhotoUploaded>(201),
  }),
  deleteOwn: endpoint(apiPaths.photos.deleteOwn, {
    summary: 'Delete one of the owner\u2019s photos',
    tag: 'Photos',
    access: 'manage:photo:own',
    params: photoIdParamSchema,
    answer: json<Message>(),
  }),
  adminList: endpoint(apiPaths.photos.adminList, {
    summary: 'Photos of every business, by status or business',
    tag: 'Photos',
    access: 'manage:photo:any',
    query: adminPhotoListQuerySchema,
    answer: json<Page<AdminPhoto>>(),
  }),
  adminUpload: endpoint(apiPaths.photos.adminUpload, {
    summary: 'Upload an approved photo (`photo`) for a business (`businessId`)',
    tag: 'Photos',
    access: 'manage:photo:any',
    body: 'multipart',
    answer: json<PhotoUploaded>(201),
  }),
  bulkApprove: endpoint(apiPaths.photos.bulkApprove, {
    summary: 'Approve every named photo still pending',
    tag: 'Photos',
    access: 'manage:photo:any',
    body: bulkApproveSchema,
    answer: json<PhotosApproved>(),
  }),
  setPrimaryForAll: endpoint(apiPaths.photos.setPrimaryForAll, {
    summary: 'Make the earliest approved photo primary wherever none is',
    tag: 'Photos',
    access: 'manage:photo:any',
    answer: json<PrimaryPhotosSet & Message>(),
  }),
  approve: endpoint(apiPaths.photos.approve, {
    summary: 'Approve a pending photo (publishes its files)',
    tag: 'Photos',
    access: 'manage:photo:any',
    params: photoIdParamSchema,
    body: photoReviewSchema,
    answer: json<Message & { photo: Photo }>(),
  }),
  reject: endpoint(apiPaths.photos.reject, {
    summary: 'Reject a pending photo with a note to the owner',
    tag: 'Photos',
    access: 'manage:photo:any',
    params: photoIdParamSchema,
    body: photoReviewSchema,
    answer: json<Message & { photo: Photo }>(),
  }),
  setPrimary: endpoint(apiPaths.photos.setPrimary, {
    summary: "Make an approved photo its business's primary one",
    tag: 'Photos',
    access: 'manage:photo:any',
    params: photoIdParamSchema,
    answer: json<Message>(),
  }),
  adminDelete: endpoint(apiPaths.photos.adminDelete, {
    summary: 'Delete a photo and its files',
    tag: 'Photos',
    access: 'manage:photo:any',
    params: photoIdParamSchema,
    answer: json<Message>(),
  }),
} as const;
