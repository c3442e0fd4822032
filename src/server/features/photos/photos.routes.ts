import { api } from '../../../domain/api.js';
import { PHOTO_MAX_BYTES, photoMessages } from '../../../domain/photos.js';
import { isUuid } from '../../../domain/slug.js';
import { AppError } from '../../platform/app-error.js';
import { actorContext } from '../../platform/auth/guards.js';
import { type Route, route } from '../../platform/routes.js';
import { formText, readForm, takeSingleFile } from '../../platform/uploads.js';
import {
  approvePhoto,
  approvePhotos,
  deleteOwnPhoto,
  deletePhotoAsAdmin,
  listOwnPhotos,
  listPhotosForAdmin,
  readPhotoFile,
  rejectPhoto,
  setPrimaryPhoto,
  setPrimaryPhotosForAll,
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
  route(api.photos.file, async (c, { params }) => {
    const { database, storage } = c.get('deps');
    const file = await readPhotoFile({
      db: database.db,
      storage,
      actor: c.get('actor'),
      id: params.id,
      variant: params.variant,
    });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'private, no-store',
    });
  }),

  /** /api/portal/photos: the signed-in owner's photos (issue 9 point 3). */
  route(api.photos.own, (c) =>
    listOwnPhotos({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
  route(api.photos.upload, async (c) => {
    const form = await readForm(c, photoMessages.selectValid);
    const file = await takeSingleFile(form, PHOTO_UPLOAD);
    return uploadOwnPhoto({ ...actorContext(c), file });
  }),
  route(api.photos.deleteOwn, (c, { params }) =>
    deleteOwnPhoto({ ...actorContext(c), id: params.id }),
  ),

  /** /api/admin/photos: moderation, admin uploads, primary photos (issue 9 point 4). */
  route(api.photos.adminList, (c, { query }) => {
    const { status, businessId, limit, offset } = query;
    return listPhotosForAdmin({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      filter: { status, businessId: businessId?.toLowerCase() },
      page: { limit, offset },
    });
  }),
  route(api.photos.adminUpload, async (c) => {
    const form = await readForm(c, photoMessages.selectValid);
    const businessId = formText(form, 'businessId');
    if (!businessId || !isUuid(businessId)) {
      throw new AppError('validation', photoMessages.businessIdInvalid, {
        businessId: photoMessages.businessIdInvalid,
      });
    }
    const file = await takeSingleFile(form, PHOTO_UPLOAD);
    return uploadPhotoAsAdmin({ ...actorContext(c), businessId: businessId.toLowerCase(), file });
  }),
  route(api.photos.bulkApprove, (c, { body }) =>
    approvePhotos({ ...actorContext(c), ids: body.ids }),
  ),
  route(api.photos.setPrimaryForAll, (c) => setPrimaryPhotosForAll(actorContext(c))),
  route(api.photos.approve, (c, { params, body }) =>
    approvePhoto({ ...actorContext(c), id: params.id, notes: body.notes }),
  ),
  route(api.photos.reject, (c, { params, body }) =>
    rejectPhoto({ ...actorContext(c), id: params.id, notes: body.notes }),
  ),
  route(api.photos.setPrimary, (c, { params }) =>
    setPrimaryPhoto({ ...actorContext(c), id: params.id }),
  ),
  route(api.photos.adminDelete, (c, { params }) =>
    deletePhotoAsAdmin({ ...actorContext(c), id: params.id }),
  ),
];
