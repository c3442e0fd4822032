import { api } from '#domain/api.js';
import { jobMessages, RESUME_MAX_BYTES } from '#domain/jobs.js';
import { AppError } from '../../platform/app-error.js';
import { requireUser } from '../../platform/auth/guards.js';
import { type Route, route } from '../../platform/routes.js';
import { formText, readForm, takeSingleFile } from '../../platform/uploads.js';
import { previewWithdrawal, withdrawApplication } from './application-retention.service.js';
import {
  applyToJob,
  downloadResume,
  downloadResumeByLink,
  type ResumeFile,
} from './job-applications.service.js';
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
import { countJobView, getPublicJob, listJobBoard } from './jobs.service.js';

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
  route(api.jobs.board, (_c, { ctx, query }) => listJobBoard({ ...ctx, query })),
  route(api.jobs.resume, async (c, { ctx, params, query }) => {
    if (query.token) {
      return attachment(await downloadResumeByLink({ ...ctx, id: params.id, token: query.token }));
    }
    const actor = await requireUser(c);
    return attachment(await downloadResume({ ...ctx, actor, id: params.id }));
  }),
  route(api.jobs.withdrawal, (c, { ctx, query }) => {
    c.header('Cache-Control', 'no-store');
    return previewWithdrawal({ ...ctx, query });
  }),
  route(api.jobs.withdraw, (_c, { ctx, query }) => withdrawApplication({ ...ctx, query })),
  route(api.jobs.detail, (_c, { ctx, params }) => getPublicJob({ ...ctx, id: params.id })),
  route(api.jobs.view, (_c, { ctx, params }) => countJobView({ ...ctx, id: params.id })),
  route(api.jobs.apply, async (c, { ctx, params }) => {
    const form = await readForm(c, jobMessages.submissionFailed);
    let input: unknown;
    try {
      input = JSON.parse(formText(form, 'application') ?? '');
    } catch {
      throw new AppError('validation', jobMessages.submissionFailed);
    }
    // The resume is optional; when sent it gets the same checks as any upload.
    const resume = form.resume === undefined ? null : await takeSingleFile(form, RESUME_UPLOAD);
    return applyToJob({ ...ctx, id: params.id, input: input as never, resume });
  }),

  /** /api/portal/jobs: the signed-in owner's postings and their applications. */
  route(api.jobs.ownJobs, (_c, { ctx }) => listOwnJobs(ctx)),
  route(api.jobs.create, (_c, { ctx, body }) => createOwnJob({ ...ctx, input: body })),
  route(api.jobs.update, (_c, { ctx, params, body }) =>
    updateOwnJob({ ...ctx, id: params.id, input: body }),
  ),
  route(api.jobs.ownStatus, (_c, { ctx, params, body }) =>
    changeOwnJobStatus({ ...ctx, id: params.id, status: body.status }),
  ),
  route(api.jobs.applications, (_c, { ctx, params }) =>
    listOwnJobApplications({ ...ctx, id: params.id }),
  ),
  route(api.jobs.applicationsCsv, async (c, { ctx, params }) => {
    const { csv, fileName } = await exportOwnJobApplications({ ...ctx, id: params.id });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  }),

  /** /api/admin/jobs: Job Management (issue 10 point 5). */
  route(api.jobs.adminList, (_c, { ctx, query }) => {
    const { status, limit, offset } = query;
    return listJobsForAdmin({ ...ctx, filter: { status }, page: { limit, offset } });
  }),
  route(api.jobs.adminStatus, (_c, { ctx, params, body }) =>
    changeJobStatusAsAdmin({ ...ctx, id: params.id, status: body.status, notes: body.notes }),
  ),
];
