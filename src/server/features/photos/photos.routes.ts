import { Hono } from 'hono';
import {
  adminPhotoListQuerySchema,
  bulkApproveSchema,
  PHOTO_MAX_BYTES,
  photoIdParamSchema,
  photoMessages,
  photoReviewSchema,
} from '../../../domain/photos.js';
import { isUuid } from '../../../domain/slug.js';
import { AppError } from '../../platform/app-error.js';
import { actorContext, allow, requireUser } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { formText, readForm, takeSingleFile } from '../../platform/uploads.js';
import { validate } from '../../platform/validate.js';
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

/**
 * /api/photos/:id/file and /thumbnail: a photo's image for its owner and admins,
 * the way pending and rejected photos (private files) are shown; 404 to anyone else.
 */
export const photoFileRoutes = new Hono<AppEnv>().get(
  '/:id/:variant{file|thumbnail}',
  validate('param', photoIdParamSchema),
  async (c) => {
    const actor = await requireUser(c);
    const { database, storage } = c.get('deps');
    const file = await readPhotoFile({
      db: database.db,
      storage,
      actor,
      id: c.req.valid('param').id,
      variant: c.req.param('variant') === 'thumbnail' ? 'thumbnail' : 'file',
    });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'private, no-store',
    });
  },
);

/** /api/portal/photos: the signed-in owner's photos (issue 9 point 3). */
export const portalPhotoRoutes = new Hono<AppEnv>()
  .get('/', allow('manage:photo:own'), async (c) =>
    c.json(await listOwnPhotos({ db: c.get('deps').database.db, actor: c.get('actor') })),
  )
  .post('/', allow('manage:photo:own'), async (c) => {
    const form = await readForm(c, photoMessages.selectValid);
    const file = await takeSingleFile(form, PHOTO_UPLOAD);
    return c.json(await uploadOwnPhoto({ ...actorContext(c), file }), 201);
  })
  .delete('/:id', allow('manage:photo:own'), validate('param', photoIdParamSchema), async (c) =>
    c.json(await deleteOwnPhoto({ ...actorContext(c), id: c.req.valid('param').id })),
  );

/** /api/admin/photos: moderation, admin uploads, primary photos (issue 9 point 4). */
export const adminPhotoRoutes = new Hono<AppEnv>()
  .get('/', allow('manage:photo:any'), validate('query', adminPhotoListQuerySchema), async (c) => {
    const { status, businessId, limit, offset } = c.req.valid('query');
    return c.json(
      await listPhotosForAdmin({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        filter: { status, businessId: businessId?.toLowerCase() },
        page: { limit, offset },
      }),
    );
  })
  .post('/', allow('manage:photo:any'), async (c) => {
    const form = await readForm(c, photoMessages.selectValid);
    const businessId = formText(form, 'businessId');
    if (!businessId || !isUuid(businessId)) {
      throw new AppError('validation', photoMessages.businessIdInvalid, {
        businessId: photoMessages.businessIdInvalid,
      });
    }
    const file = await takeSingleFile(form, PHOTO_UPLOAD);
    return c.json(
      await uploadPhotoAsAdmin({ ...actorContext(c), businessId: businessId.toLowerCase(), file }),
      201,
    );
  })
  .post(
    '/bulk-approve',
    allow('manage:photo:any'),
    validate('json', bulkApproveSchema),
    async (c) => c.json(await approvePhotos({ ...actorContext(c), ids: c.req.valid('json').ids })),
  )
  .post('/set-primary-photos', allow('manage:photo:any'), async (c) =>
    c.json(await setPrimaryPhotosForAll(actorContext(c))),
  )
  .post(
    '/:id/approve',
    allow('manage:photo:any'),
    validate('param', photoIdParamSchema),
    validate('json', photoReviewSchema),
    async (c) =>
      c.json(
        await approvePhoto({
          ...actorContext(c),
          id: c.req.valid('param').id,
          notes: c.req.valid('json').notes,
        }),
      ),
  )
  .post(
    '/:id/reject',
    allow('manage:photo:any'),
    validate('param', photoIdParamSchema),
    validate('json', photoReviewSchema),
    async (c) =>
      c.json(
        await rejectPhoto({
          ...actorContext(c),
          id: c.req.valid('param').id,
          notes: c.req.valid('json').notes,
        }),
      ),
  )
  .post(
    '/:id/primary',
    allow('manage:photo:any'),
    validate('param', photoIdParamSchema),
    async (c) => c.json(await setPrimaryPhoto({ ...actorContext(c), id: c.req.valid('param').id })),
  )
  .delete('/:id', allow('manage:photo:any'), validate('param', photoIdParamSchema), async (c) =>
    c.json(await deletePhotoAsAdmin({ ...actorContext(c), id: c.req.valid('param').id })),
  );
