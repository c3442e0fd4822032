import { Hono } from 'hono';
import {
  adminJobListQuerySchema,
  jobIdParamSchema,
  jobListQuerySchema,
  jobPostingSchema,
  jobStatusChangeSchema,
} from '../../../domain/job-schemas.js';
import { jobMessages, RESUME_MAX_BYTES } from '../../../domain/jobs.js';
import { AppError } from '../../platform/app-error.js';
import { actorContext, allow, requireUser } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { requestMeta } from '../../platform/request-meta.js';
import { formText, readForm, takeSingleFile } from '../../platform/uploads.js';
import { validate } from '../../platform/validate.js';
import {
  changeJobStatusAsAdmin,
  changeOwnJobStatus,
  createOwnJob,
  exportOwnJobApplications,
  listJobsForAdmin,
  listOwnJobApplications,
  listOwnJobs,
  updateOwnJob,
} from './job-postings.service.js';
import {
  applyToJob,
  countJobView,
  downloadResume,
  downloadResumeByLink,
  getPublicJob,
  listJobBoard,
  type ResumeFile,
} from './jobs.service.js';

const RESUME_UPLOAD = {
  field: 'resume',
  maxBytes: RESUME_MAX_BYTES,
  messages: {
    missing: jobMessages.resumeType,
    tooLarge: jobMessages.fileTooLarge,
    empty: jobMessages.resumeType,
    tooMany: jobMessages.resumeType,
  },
};

/** A file download: never cached, never rendered inline, named for the user. */
function attachment(file: ResumeFile) {
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** /api/jobs: the public board, the job page, applications and resume downloads. */
export const jobsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', jobListQuerySchema), async (c) =>
    c.json(await listJobBoard({ db: c.get('deps').database.db, query: c.req.valid('query') })),
  )
  .get('/applications/:id/resume', validate('param', jobIdParamSchema), async (c) => {
    const { database, storage, config } = c.get('deps');
    const token = c.req.query('token');
    const id = c.req.valid('param').id;
    if (token) {
      return attachment(
        await downloadResumeByLink({
          db: database.db,
          storage,
          config,
          meta: requestMeta(c),
          id,
          token,
        }),
      );
    }
    const actor = await requireUser(c);
    return attachment(
      await downloadResume({ db: database.db, storage, meta: requestMeta(c), actor, id }),
    );
  })
  .get('/:id', validate('param', jobIdParamSchema), async (c) =>
    c.json(await getPublicJob({ db: c.get('deps').database.db, id: c.req.valid('param').id })),
  )
  .post('/:id/views', validate('param', jobIdParamSchema), async (c) =>
    c.json(
      await countJobView({
        db: c.get('deps').database.db,
        id: c.req.valid('param').id,
        meta: requestMeta(c),
      }),
    ),
  )
  .post('/:id/applications', validate('param', jobIdParamSchema), async (c) => {
    const form = await readForm(c, jobMessages.submissionFailed);
    let input: unknown;
    try {
      input = JSON.parse(formText(form, 'application') ?? '');
    } catch {
      throw new AppError('validation', jobMessages.submissionFailed);
    }
    // The resume is optional; when sent it gets the same checks as any upload.
    const resume = form.resume === undefined ? null : await takeSingleFile(form, RESUME_UPLOAD);
    const { database, storage, config, logger } = c.get('deps');
    const result = await applyToJob({
      db: database.db,
      storage,
      config,
      logger,
      meta: requestMeta(c),
      id: c.req.valid('param').id,
      input: input as never,
      resume,
    });
    return c.json(result, 201);
  });

/** /api/portal/jobs: the signed-in owner's postings and their applications. */
export const portalJobRoutes = new Hono<AppEnv>()
  .get('/', allow('manage:job:own'), async (c) =>
    c.json(await listOwnJobs({ db: c.get('deps').database.db, actor: c.get('actor') })),
  )
  .post('/', allow('manage:job:own'), validate('json', jobPostingSchema), async (c) =>
    c.json(await createOwnJob({ ...actorContext(c), input: c.req.valid('json') }), 201),
  )
  .put(
    '/:id',
    allow('manage:job:own'),
    validate('param', jobIdParamSchema),
    validate('json', jobPostingSchema),
    async (c) =>
      c.json(
        await updateOwnJob({
          ...actorContext(c),
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      ),
  )
  .post(
    '/:id/status',
    allow('manage:job:own'),
    validate('param', jobIdParamSchema),
    validate('json', jobStatusChangeSchema),
    async (c) =>
      c.json(
        await changeOwnJobStatus({
          ...actorContext(c),
          id: c.req.valid('param').id,
          status: c.req.valid('json').status,
        }),
      ),
  )
  .get(
    '/:id/applications',
    allow('manage:job:own'),
    validate('param', jobIdParamSchema),
    async (c) =>
      c.json(await listOwnJobApplications({ ...actorContext(c), id: c.req.valid('param').id })),
  )
  .get(
    '/:id/applications.csv',
    allow('manage:job:own'),
    validate('param', jobIdParamSchema),
    async (c) => {
      const { csv, fileName } = await exportOwnJobApplications({
        ...actorContext(c),
        id: c.req.valid('param').id,
      });
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    },
  );

/** /api/admin/jobs: Job Management (issue 10 point 5). */
export const adminJobRoutes = new Hono<AppEnv>()
  .get('/', allow('manage:job:any'), validate('query', adminJobListQuerySchema), async (c) => {
    const { status, limit, offset } = c.req.valid('query');
    return c.json(
      await listJobsForAdmin({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        status,
        page: { limit, offset },
      }),
    );
  })
  .post(
    '/:id/status',
    allow('manage:job:any'),
    validate('param', jobIdParamSchema),
    validate('json', jobStatusChangeSchema),
    async (c) => {
      const { status, notes } = c.req.valid('json');
      return c.json(
        await changeJobStatusAsAdmin({
          ...actorContext(c),
          id: c.req.valid('param').id,
          status,
          notes,
        }),
      );
    },
  );
