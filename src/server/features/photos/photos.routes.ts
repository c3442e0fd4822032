import { api } from '#domain/api.js';
import { PHOTO_MAX_BYTES, photoMessages } from '#domain/photos.js';
import { isUuid } from '#domain/slug.js';
import { AppError } from '../../platform/app-error.js';
import { type Route, route } from '../../platform/routes.js';
import { formText, readForm, takeSingleFile } from '../../platform/uploads.js';
import { readPhotoFile } from './photo-files.service.js';
import {
  approvePhoto,
  approvePhotos,
  rejectPhoto,
  setPrimaryPhoto,
  setPrimaryPhotosForAll,
} from './photo-review.service.js';
import {
  deleteOwnPhoto,
  deletePhotoAsAdmin,
  listOwnPhotos,
  listPhotosForAdmin,
  uploadOwnPhoto,
  uploadPhotoAsAdmin,
} from './photos.service.js';

const PHOTO_UPLOAD = {
  field: 'photo',
  maxBytes: PHOTO_MAX_BYTES,
  messages: {
    missing: photoMessages.selectValid,
    tooLarge: photoMessages.fileTooLarge,
    empty: photoMessages.fileNotImage,
    tooMany: photoMessages.oneFilePerRequest,
  },
};

export const photoRoutes: Route[] = [
  /** A photo's image for its owner and admins: how pending and rejected photos are shown. */
  route(api.photos.file, async (c, { ctx, params }) => {
    const file = await readPhotoFile({ ...ctx, id: params.id, variant: params.variant });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'private, no-store',
    });
  }),

  /** /api/portal/photos: the signed-in owner's photos (issue 9 point 3). */
  route(api.photos.own, (_c, { ctx }) => listOwnPhotos(ctx)),
  route(api.photos.upload, async (c, { ctx }) => {
    const form = await readForm(c, photoMessages.selectValid);
    const file = await takeSingleFile(form, PHOTO_UPLOAD);
    return uploadOwnPhoto({ ...ctx, file });
  }),
  route(api.photos.deleteOwn, (_c, { ctx, params }) => deleteOwnPhoto({ ...ctx, id: params.id })),

  /** /api/admin/photos: moderation, admin uploads, primary photos (issue 9 point 4). */
  route(api.photos.adminList, (_c, { ctx, query }) => {
    const { status, businessId, limit, offset } = query;
    return listPhotosForAdmin({
      ...ctx,
      filter: { status, businessId: businessId?.toLowerCase() },
      page: { limit, offset },
    });
  }),
  route(api.photos.adminUpload, async (c, { ctx }) => {
    const form = await readForm(c, photoMessages.selectValid);
    const businessId = formText(form, 'businessId');
    if (!businessId || !isUuid(businessId)) {
      throw new AppError('validation', photoMessages.businessIdInvalid, {
        businessId: photoMessages.businessIdInvalid,
      });
    }
    const file = await takeSingleFile(form, PHOTO_UPLOAD);
    return uploadPhotoAsAdmin({ ...ctx, businessId: businessId.toLowerCase(), file });
  }),
  route(api.photos.bulkApprove, (_c, { ctx, body }) => approvePhotos({ ...ctx, ids: body.ids })),
  route(api.photos.setPrimaryForAll, (_c, { ctx }) => setPrimaryPhotosForAll(ctx)),
  route(api.photos.approve, (_c, { ctx, params, body }) =>
    approvePhoto({ ...ctx, id: params.id, notes: body.notes }),
  ),
  route(api.photos.reject, (_c, { ctx, params, body }) =>
    rejectPhoto({ ...ctx, id: params.id, notes: body.notes }),
  ),
  route(api.photos.setPrimary, (_c, { ctx, params }) => setPrimaryPhoto({ ...ctx, id: params.id })),
  route(api.photos.adminDelete, (_c, { ctx, params }) =>
    deletePhotoAsAdmin({ ...ctx, id: params.id }),
  ),
];
