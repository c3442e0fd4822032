/**
 * Job postings as their owners and the admins run them (issue 10 points 4, 5, 7):
 * posting needs a plan that allows jobs, every status change follows the one
 * transition table of src/domain/jobs.ts, and each write has its audit row.
 */
import type { JobPosting } from '#domain/job-schemas.js';
import {
  ADMIN_JOB_ACTION_MESSAGES,
  ADMIN_JOB_TABS,
  type AdminJobList,
  type AdminJobTab,
  adminActionOf,
  canTransition,
  type JobApplicationView,
  type JobStatus,
  jobMessages,
  type ManagedJob,
  type OwnerJobs,
  statusUpdatedMessage,
  transitionRefusal,
} from '#domain/jobs.js';
import type { Language } from '#domain/languages.js';
import { type PlanId, planOf } from '#domain/plans.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { translator } from '../../platform/i18n.js';
import { composeEmail, greeting, paragraphsOf, subjectText } from '../../platform/mail/compose.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import type { ActorRequest, ListRequest, RequestMeta } from '../../platform/request-context.js';
import { reviewQueuePage } from '../../platform/review-queue.js';
import { logAdminAction, logUserAction } from '../../platform/security-log.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import { toApplicationView } from './job-applications.service.js';
import {
  countJobsByStatus,
  expireJobs,
  findJob,
  insertJob,
  type JobRow,
  listApplications,
  listJobsByStatus,
  listJobsOfBusiness,
  lockJob,
  pauseJobsForPlan,
  pruneJobViews,
  resumeJobsForPlan,
  takeJobsExpiringSoon,
  updateJob,
} from './jobs.queries.js';
import { toManagedJob } from './jobs.service.js';

interface Context {
  db: Db;
  meta: RequestMeta;
  actor: SessionUser;
}

/** Posted and edited jobs are reviewed again; these statuses can no longer be edited. */
const FINAL_STATUSES: readonly JobStatus[] = ['filled', 'expired', 'archived'];

function toRow(input: JobPosting) {
  return {
    ...input,
    expiresAt: input.expiresAt ? new Date(`${input.expiresAt}T23:59:59.999Z`) : null,
  };
}

function ownerEvent(
  ctx: Context,
  action: string,
  job: { id: string; businessId: string },
  metadata = {},
) {
  return (tx: Db) =>
    logUserAction(tx, ctx, {
      action,
      resourceType: 'job',
      resourceId: job.id,
      metadata: { businessId: job.businessId, ...metadata },
    });
}

async function requireOwnJob(ctx: Context, id: string): Promise<{ businessId: string }> {
  assertCan(ctx.actor, 'manage:job:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const row = await findJob(ctx.db, id);
  // Another business's job is answered as missing.
  if (!row || row.job.businessId !== businessId)
    throw new AppError('not_found', jobMessages.notFound);
  return { businessId };
}

export async function listOwnJobs({ db, actor }: ActorRequest): Promise<OwnerJobs> {
  assertCan(actor, 'manage:job:own');
  const { businessId } = await requireOwnBusiness(db, actor);
  const business = await findBusinessRowById({ db, id: businessId });
  const rows = await listJobsOfBusiness(db, businessId);
  return { items: rows.map(toManagedJob), canPost: planOf(business?.plan).canPostJobs };
}

/** A new posting, pending review; only businesses on a plan with job postings may post. */
export async function createOwnJob(
  ctx: Context & { input: JobPosting },
): Promise<{ message: string; job: ManagedJob }> {
  assertCan(ctx.actor, 'manage:job:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const id = await ctx.db.transaction(async (tx) => {
    const business = await findBusinessRowById({ db: tx, id: businessId });
    if (!business) throw new AppError('not_found', jobMessages.notFound);
    if (!planOf(business.plan).canPostJobs)
      throw new AppError('forbidden', jobMessages.planRequired);
    const job = await insertJob(tx, {
      ...toRow(ctx.input),
      businessId,
      companyName: business.name,
      companyLogoUrl: business.logo,
      companyWebsite: ctx.input.companyWebsite ?? business.website,
      status: 'pending',
      viewCount: 0,
      applicationCount: 0,
    });
    await ownerEvent(ctx, 'job_posted', job)(tx);
    return job.id;
  });
  return { message: jobMessages.posted, job: await managedJob(ctx.db, id) };
}

/** The job, locked until the transaction ends; a missing one is not found. */
async function lockFoundJob(tx: Db, id: string): Promise<JobRow> {
  const job = await lockJob(tx, id);
  if (!job) throw new AppError('not_found', jobMessages.notFound);
  return job;
}

async function managedJob(db: Db, id: string): Promise<ManagedJob> {
  const row = await findJob(db, id);
  if (!row) throw new AppError('not_found', jobMessages.notFound);
  return toManagedJob(row);
}

/**
 * An owner's change to a job of theirs: `change` runs with the job locked, in one
 * transaction; the answer is `message` and the job as it now is.
 */
async function changeOwnJob(
  ctx: Context & { id: string },
  message: string,
  change: (tx: Db, job: JobRow, businessId: string) => Promise<void>,
): Promise<{ message: string; job: ManagedJob }> {
  const { businessId } = await requireOwnJob(ctx, ctx.id);
  await ctx.db.transaction(async (tx) => change(tx, await lockFoundJob(tx, ctx.id), businessId));
  return { message, job: await managedJob(ctx.db, ctx.id) };
}

/** Saves the owner's edit; an approved or paused job goes back to pending review. */
export async function updateOwnJob(ctx: Context & { id: string; input: JobPosting }) {
  return changeOwnJob(ctx, jobMessages.updated, async (tx, job, businessId) => {
    if (FINAL_STATUSES.includes(job.status)) {
      throw new AppError('conflict', `A job that is ${job.status} can no longer be edited.`);
    }
    await updateJob(tx, ctx.id, {
      ...toRow(ctx.input),
      status: 'pending',
      approvedAt: null,
      approvedBy: null,
    });
    await ownerEvent(
      ctx,
      'job_updated',
      { id: ctx.id, businessId },
      { statusBefore: job.status },
    )(tx);
  });
}

/** Pause, Resume and Mark as Filled: only the owner's moves of the transition table. */
export async function changeOwnJobStatus(ctx: Context & { id: string; status: JobStatus }) {
  return changeOwnJob(ctx, statusUpdatedMessage(ctx.status), async (tx, job, businessId) => {
    if (!canTransition(job.status, ctx.status, 'owner')) {
      throw new AppError('conflict', transitionRefusal(job.status, ctx.status));
    }
    if (ctx.status === 'approved') {
      const business = await findBusinessRowById({ db: tx, id: businessId });
      if (!planOf(business?.plan).canPostJobs)
        throw new AppError('forbidden', jobMessages.planRequired);
    }
    await updateJob(tx, ctx.id, { status: ctx.status, pausedByPlan: false });
    await ownerEvent(
      ctx,
      'job_status_changed',
      { id: ctx.id, businessId },
      {
        from: job.status,
        to: ctx.status,
      },
    )(tx);
  });
}

export async function listOwnJobApplications(
  ctx: Context & { id: string },
): Promise<JobApplicationView[]> {
  await requireOwnJob(ctx, ctx.id);
  return (await listApplications(ctx.db, ctx.id)).map(toApplicationView);
}

const csvCell = (value: string | null | undefined) => {
  const text = value ?? '';
  // Formula-looking cells are prefixed so a spreadsheet shows them as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A job's applications as CSV: one row each, a column per question. */
export async function exportOwnJobApplications(
  ctx: Context & { id: string },
): Promise<{ csv: string; fileName: string }> {
  await requireOwnJob(ctx, ctx.id);
  const row = await findJob(ctx.db, ctx.id);
  const applications = (await listApplications(ctx.db, ctx.id)).map(toApplicationView);
  const questions = row?.job.customQuestions ?? [];
  const header = [
    'Applied',
    'Name',
    'Email',
    'Phone',
    'Current Position',
    'Experience',
    'Availability',
    'Salary Expectation',
    'LinkedIn',
    'Portfolio',
    'Cover Letter',
    'Resume',
    ...questions,
  ];
  const lines = applications.map((a) => {
    const answers = new Map(a.answers.map((x) => [x.question, x.answer]));
    return [
      a.createdAt,
      a.applicantName,
      a.applicantEmail,
      a.applicantPhone,
      a.currentPosition,
      a.yearsExperience,
      a.availability,
      a.salaryExpectation,
      a.linkedinProfile,
      a.portfolioWebsite,
      a.coverLetter,
      a.resumeFileName ? 'yes' : 'no',
      ...questions.map((q) => answers.get(q) ?? ''),
    ]
      .map(csvCell)
      .join(',');
  });
  const slug = (row?.job.title ?? 'job')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    csv: `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`,
    fileName: `${slug || 'job'}-applications.csv`,
  };
}

// ---- Admin: Job Management ----

export async function listJobsForAdmin({
  db,
  actor,
  filter: { status },
  page,
}: ListRequest<{ status: AdminJobTab }>): Promise<AdminJobList> {
  assertCan(actor, 'manage:job:any');
  return reviewQueuePage({
    tabs: ADMIN_JOB_TABS,
    page: listJobsByStatus(db, status, page),
    counts: countJobsByStatus(db, ADMIN_JOB_TABS),
    toItem: toManagedJob,
  });
}

/** Approve, reject, pause, resume, archive: the admin's moves, with the note and the audit row. */
export async function changeJobStatusAsAdmin(
  ctx: Context & { id: string; status: JobStatus; notes: string | null },
): Promise<{ message: string; job: ManagedJob }> {
  assertCan(ctx.actor, 'manage:job:any');
  const from = await ctx.db.transaction(async (tx) => {
    const before = await lockFoundJob(tx, ctx.id);
    if (!canTransition(before.status, ctx.status, 'admin')) {
      throw new AppError('conflict', transitionRefusal(before.status, ctx.status));
    }
    const approving = ctx.status === 'approved';
    await updateJob(tx, ctx.id, {
      status: ctx.status,
      adminNotes: ctx.notes,
      ...(approving ? { approvedAt: new Date(), approvedBy: ctx.actor.id } : {}),
    });
    await logAdminAction(tx, ctx.meta, {
      action: 'admin_job_status_changed',
      actorUserId: ctx.actor.id,
      resourceType: 'job',
      resourceId: ctx.id,
      before: { status: before.status, adminNotes: before.adminNotes },
      after: { status: ctx.status, adminNotes: ctx.notes },
    });
    return before.status;
  });
  const action = adminActionOf(from, ctx.status);
  return {
    message: action ? ADMIN_JOB_ACTION_MESSAGES[action].done : statusUpdatedMessage(ctx.status),
    job: await managedJob(ctx.db, ctx.id),
  };
}

// ---- Plan changes ----

/**
 * A business's jobs follow its plan (issue 11 point 6): a plan without job postings
 * pauses its approved jobs; a plan with them resumes the jobs that were paused so.
 * Call it in the transaction that changes the plan.
 */
export async function applyPlanToJobs(tx: Db, businessId: string, plan: PlanId) {
  return planOf(plan).canPostJobs
    ? resumeJobsForPlan(tx, businessId)
    : pauseJobsForPlan(tx, businessId);
}

// ---- Scheduled: expiry ----

/** A week before a posting expires, to the owner of its business, in their language. */
function jobExpiringEmail(job: {
  title: string;
  expires_at: Date;
  email: string;
  full_name: string | null;
  language: Language;
}) {
  const { t } = translator(job.language);
  const { title } = job;
  const date = new Date(job.expires_at).toISOString().slice(0, 10);
  return composeEmail({
    kind: 'job_expiring',
    to: job.email,
    language: job.language,
    subject: subjectText(t('email.jobExpiring.subject', { title })),
    heading: t('email.jobExpiring.heading'),
    paragraphs: [
      greeting(job.language, job.full_name),
      ...paragraphsOf(t('email.jobExpiring.body', { title, date })),
    ],
  });
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * Jobs past their expiry or deadline become expired (the board never lists them
 * meanwhile: it checks the dates itself); owners hear a week before expiry, once.
 */
export async function runJobMaintenance(db: Db, now = new Date()) {
  const expired = await expireJobs(db, now);
  const notices = await db.transaction(async (tx) => {
    const due = await takeJobsExpiringSoon(tx, now, WEEK_MS);
    for (const job of due) {
      await enqueueEmail(tx, jobExpiringEmail(job));
    }
    return due.length;
  });
  const weekAgo = new Date(now.getTime() - 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await pruneJobViews(db, weekAgo);
  return { expired: expired.length, notices };
}
