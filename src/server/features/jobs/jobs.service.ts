/**
 * The public job board (issue 10 points 1-3): open jobs only, each view counted once
 * per visitor per day. Applications and resumes are in job-applications.service.ts.
 */
import { createHash } from 'node:crypto';
import type { JobListParams } from '#domain/job-schemas.js';
import {
  isJobOpen,
  type JobCard,
  type JobDetail,
  jobMessages,
  type ManagedJob,
  salaryText,
} from '#domain/jobs.js';
import type { Page } from '#domain/paging.js';
import type { Db } from '../../db/client.js';
import { mapPage } from '../../db/paging.js';
import { pick } from '../../db/rows.js';
import { AppError } from '../../platform/app-error.js';
import { readThroughDirectory } from '../../platform/directory-cache.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { JobBoard, MOST_JOB_CHARACTERS_IN_MEMORY, MOST_JOBS_IN_MEMORY } from './job-board.js';
import {
  findJob,
  findNextJobExpiry,
  type JobRow,
  listEveryOpenJob,
  listOpenJobIds,
  listOpenJobs,
  recordJobView,
  sizeOfOpenJobs,
} from './jobs.queries.js';

type JobWithBusiness = { job: JobRow; businessSlug: string; businessName: string };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toJobCard({ job }: JobWithBusiness): JobCard {
  return {
    id: job.id,
    title: job.title,
    companyName: job.companyName,
    companyLogoUrl: job.companyLogoUrl,
    location: job.location,
    isRemote: job.isRemote,
    isHybrid: job.isHybrid,
    bilingual: job.bilingual,
    jobType: job.jobType,
    category: job.category,
    salary: salaryText(job),
    description: job.description,
    requiredSkills: job.requiredSkills,
    applicationDeadline: job.applicationDeadline,
    applicationCount: job.applicationCount,
    createdAt: job.createdAt.toISOString(),
  };
}

export function toJobDetail(row: JobWithBusiness): JobDetail {
  const { job } = row;
  return {
    ...toJobCard(row),
    ...pick(job, [
      'responsibilities',
      'preferredSkills',
      'companyOverview',
      'companyWebsite',
      'applicationMethod',
      'externalApplicationUrl',
      'customQuestions',
    ]),
    expiresAt: iso(job.expiresAt),
    ...pick(job, ['salaryMin', 'salaryMax']),
    businessSlug: row.businessSlug,
  };
}

export function toManagedJob(row: JobWithBusiness): ManagedJob {
  const { job } = row;
  return {
    ...toJobDetail(row),
    ...pick(job, ['status', 'viewCount', 'adminNotes', 'salaryDisplay', 'applicationEmail']),
    approvedAt: iso(job.approvedAt),
    businessId: job.businessId,
  };
}

export const openNow = (job: JobRow, now: Date) =>
  isJobOpen({ ...job, expiresAt: iso(job.expiresAt) }, now);

/**
 * A page of the public board. The open jobs are kept in memory while no job or business
 * changes (jobs move the directory's version, migration 0012) and never past the moment
 * the next listed job closes by itself: its expiry, or the end of the day of a deadline.
 * A board larger than MOST_JOBS_IN_MEMORY jobs or MOST_JOB_CHARACTERS_IN_MEMORY characters
 * is read page by page from the database, as is any while it is read in the background
 * (JOBS_LOADED_BEFORE_ANSWERING).
 */
export async function listJobBoard({
  db,
  logger,
  query,
}: {
  db: Db;
  logger: Logger;
  query: JobListParams;
}): Promise<Page<JobCard>> {
  const { limit, offset, ...filter } = query;
  const board = await openJobBoard(db, logger);
  if (board) return board.page(filter, Number(limit), Number(offset));
  const read = await readThroughDirectory(
    db,
    `jobs:${JSON.stringify(query)}`,
    async () => {
      const now = new Date();
      const [page, closesAt] = await Promise.all([
        listOpenJobs(db, filter, { limit: Number(limit), offset: Number(offset) }, now),
        nextJobClosing(db),
      ]);
      return { page: mapPage(page, toJobCard), closesAt };
    },
    { staleAt: (loaded) => loaded.closesAt, keepWhenRepeated: true },
  );
  return read.page;
}

/**
 * Boards of up to this many open jobs are read before the request that asks for one is
 * answered (a few tenths of a second); a larger one is read in the background while the
 * database answers, as the word index of a large directory is built: 50,000 jobs take 3 s
 * to read, and a burst of searches waiting on it timed out.
 */
export const JOBS_LOADED_BEFORE_ANSWERING = 5_000;

const loadedBeforeAnswering = new WeakMap<Db, number>();
const loading = new WeakMap<Db, Promise<void>>();

/** Sets JOBS_LOADED_BEFORE_ANSWERING for one database (tests read large boards with few jobs). */
export function configureJobBoard(db: Db, options: { loadedBeforeAnswering: number }) {
  loadedBeforeAnswering.set(db, options.loadedBeforeAnswering);
}

/** The board being read in the background, if any (tests wait for it). */
export function jobBoardLoading(db: Db): Promise<void> | undefined {
  return loading.get(db);
}

/** The board's open jobs in memory, or null when there are too many to keep or it is still being read. */
async function openJobBoard(db: Db, logger: Logger): Promise<JobBoard | null> {
  const kept = await readThroughDirectory(
    db,
    'jobs:board',
    async () => {
      const now = new Date();
      const [size, closesAt] = await Promise.all([sizeOfOpenJobs(db, now), nextJobClosing(db)]);
      const loaded: { board: JobBoard | null; closesAt: number } = { board: null, closesAt };
      if (size.jobs > MOST_JOBS_IN_MEMORY || size.characters > MOST_JOB_CHARACTERS_IN_MEMORY) {
        return loaded;
      }
      const started = performance.now();
      const read = listEveryOpenJob(db, now, MOST_JOBS_IN_MEMORY).then((rows) => {
        loaded.board = new JobBoard(rows.map(toJobCard));
        logger.info('job board read', {
          jobs: rows.length,
          ms: Math.round(performance.now() - started),
        });
      });
      if (size.jobs <= (loadedBeforeAnswering.get(db) ?? JOBS_LOADED_BEFORE_ANSWERING)) {
        await read;
        return loaded;
      }
      const background = read
        .catch((err) =>
          logger.error('job board not read; the database answers', { error: String(err) }),
        )
        .finally(() => {
          // A newer read (the directory changed meanwhile) stays the one tests wait for.
          if (loading.get(db) === background) loading.delete(db);
        });
      loading.set(db, background);
      return loaded;
    },
    { staleAt: (loaded) => loaded.closesAt },
  );
  return kept.board;
}

/**
 * When the board next changes by itself: the next approved job's expiry, or the next
 * midnight (UTC; deadlines are dates, so a job whose deadline is today closes then).
 * One for every page of the board, kept until then or until a job changes.
 */
function nextJobClosing(db: Db): Promise<number> {
  return readThroughDirectory(
    db,
    'jobs:next-closing',
    async () => {
      const now = new Date();
      const nextExpiry = await findNextJobExpiry(db, now);
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      return Math.min(midnight, nextExpiry?.getTime() ?? midnight);
    },
    { staleAt: (closesAt) => closesAt },
  );
}

/** An open job, or 404: jobs that are not listed are not shown by link either. */
export async function getOpenJob({ db, id, now = new Date() }: { db: Db; id: string; now?: Date }) {
  const row = await findJob(db, id);
  if (!row || !openNow(row.job, now)) throw new AppError('not_found', jobMessages.notFound);
  return row;
}

/** Every open job for the sitemap: id and last change. */
export function listOpenJobEntries(db: Db, now = new Date()) {
  return listOpenJobIds(db, now);
}

export async function getPublicJob(ctx: { db: Db; id: string; now?: Date }): Promise<JobDetail> {
  return toJobDetail(await getOpenJob(ctx));
}

/**
 * Counts the visitor's view of an open job once a day. The visitor is a one-way
 * hash of address, browser and day: nothing that identifies them is stored.
 */
export async function countJobView({
  db,
  id,
  meta,
  now = new Date(),
}: {
  db: Db;
  id: string;
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>;
  now?: Date;
}): Promise<{ counted: boolean }> {
  await getOpenJob({ db, id, now });
  const day = now.toISOString().slice(0, 10);
  const visitor = createHash('sha256')
    .update(`${meta.ip}\n${meta.userAgent ?? ''}\n${day}`)
    .digest('base64url');
  return { counted: await recordJobView(db, id, visitor, day) };
}
