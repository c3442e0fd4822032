import { api } from '../../../domain/api.js';
import { jobMessages, RESUME_MAX_BYTES } from '../../../domain/jobs.js';
import { AppError } from '../../platform/app-error.js';
import { actorContext, requireUser } from '../../platform/auth/guards.js';
import { requestMeta } from '../../platform/request-meta.js';
import { type Route, route } from '../../platform/routes.js';
import { formText, readForm, takeSingleFile } from '../../platform/uploads.js';
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
export const jobsRoutes: Route[] = [
  route(api.jobs.board, (c, { query }) => listJobBoard({ db: c.get('deps').database.db, query })),
  route(api.jobs.resume, async (c, { params, query }) => {
    const { database, storage, config } = c.get('deps');
    if (query.token) {
      return attachment(
        await downloadResumeByLink({
          db: database.db,
          storage,
          config,
          meta: requestMeta(c),
          id: params.id,
          token: query.token,
        }),
      );
    }
    const actor = await requireUser(c);
    return attachment(
      await downloadResume({
        db: database.db,
        storage,
        meta: requestMeta(c),
        actor,
        id: params.id,
      }),
    );
  }),
  route(api.jobs.detail, (c, { params }) =>
    getPublicJob({ db: c.get('deps').database.db, id: params.id }),
  ),
  route(api.jobs.view, (c, { params }) =>
    countJobView({ db: c.get('deps').database.db, id: params.id, meta: requestMeta(c) }),
  ),
  route(api.jobs.apply, async (c, { params }) => {
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
    return applyToJob({
      db: database.db,
      storage,
      config,
      logger,
      meta: requestMeta(c),
      id: params.id,
      input: input as never,
      resume,
    });
  }),

  /** /api/portal/jobs: the signed-in owner's postings and their applications. */
  route(api.jobs.ownJobs, (c) =>
    listOwnJobs({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
  route(api.jobs.create, (c, { body }) => createOwnJob({ ...actorContext(c), input: body })),
  route(api.jobs.update, (c, { params, body }) =>
    updateOwnJob({ ...actorContext(c), id: params.id, input: body }),
  ),
  route(api.jobs.ownStatus, (c, { params, body }) =>
    changeOwnJobStatus({ ...actorContext(c), id: params.id, status: body.status }),
  ),
  route(api.jobs.applications, (c, { params }) =>
    listOwnJobApplications({ ...actorContext(c), id: params.id }),
  ),
  route(api.jobs.applicationsCsv, async (c, { params }) => {
    const { csv, fileName } = await exportOwnJobApplications({ ...actorContext(c), id: params.id });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  }),

  /** /api/admin/jobs: Job Management (issue 10 point 5). */
  route(api.jobs.adminList, (c, { query }) => {
    const { status, limit, offset } = query;
    return listJobsForAdmin({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      status,
      page: { limit, offset },
    });
  }),
  route(api.jobs.adminStatus, (c, { params, body }) =>
    changeJobStatusAsAdmin({
      ...actorContext(c),
      id: params.id,
      status: body.status,
      notes: body.notes,
    }),
  ),
];
