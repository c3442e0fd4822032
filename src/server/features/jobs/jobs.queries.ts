import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AdminJobTab, JobStatus } from '#domain/jobs.js';
import type { Language } from '#domain/languages.js';
import type { PageRequest } from '#domain/paging.js';
import { isClosedJobStatus } from '#domain/retention.js';
import { businessLabel } from '../../db/business-columns.js';
import { type Db, queryRows } from '../../db/client.js';
import { lockRow } from '../../db/rows.js';
import {
  businesses,
  businessOwners,
  jobApplications,
  jobs,
  jobViews,
  user,
} from '../../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type ApplicationRow = typeof jobApplications.$inferSelect;

const withBusiness = { job: jobs, ...businessLabel };

/** Jobs with what their cards show of their business, to be narrowed and ordered. */
function selectWithBusiness(db: Db) {
  return db
    .select(withBusiness)
    .from(jobs)
    .innerJoin(businesses, eq(businesses.id, jobs.businessId));
}

/** Listed on the board: approved, and neither the deadline (a date) nor the expiry has passed. */
export function openJobCondition(now: Date): SQL {
  const today = now.toISOString().slice(0, 10);
  return and(
    eq(jobs.status, 'approved'),
    or(isNull(jobs.expiresAt), gt(jobs.expiresAt, now)),
    or(isNull(jobs.applicationDeadline), sql`${jobs.applicationDeadline} >= ${today}`),
  ) as SQL;
}

/** `%text%` for ILIKE with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface JobBoardFilter {
  q?: string;
  location?: string;
  category?: string;
  type?: string;
  bilingual?: boolean;
}

/** One page of open jobs, newest first, with the total. */
export async function listOpenJobs(db: Db, filter: JobBoardFilter, page: PageRequest, now: Date) {
  const conditions: SQL[] = [openJobCondition(now)];
  if (filter.q) {
    const pattern = contains(filter.q);
    conditions.push(
      or(
        ilike(jobs.title, pattern),
        ilike(jobs.description, pattern),
        ilike(jobs.companyName, pattern),
      ) as SQL,
    );
  }
  if (filter.location) conditions.push(ilike(jobs.location, contains(filter.location)));
  if (filter.category) conditions.push(eq(jobs.category, filter.category));
  if (filter.type) conditions.push(sql`${jobs.jobType} = ${filter.type}`);
  if (filter.bilingual) conditions.push(eq(jobs.bilingual, true));
  return selectJobPage(db, and(...conditions) as SQL, page);
}

/** How many jobs are open, and the characters of the texts a board search reads of them. */
export async function sizeOfOpenJobs(
  db: Db,
  now: Date,
): Promise<{ jobs: number; characters: number }> {
  const [size] = await db
    .select({
      jobs: count(),
      characters: sql<number>`coalesce(sum(length(${jobs.title}) + length(${jobs.description})
        + length(${jobs.companyName}) + length(${jobs.location})), 0)::float8`,
    })
    .from(jobs)
    .where(openJobCondition(now));
  return size;
}

/** Every open job, newest first (the board's order), but no more than `most`. */
export function listEveryOpenJob(db: Db, now: Date, most: number) {
  return selectWithBusiness(db)
    .where(openJobCondition(now))
    .orderBy(desc(jobs.createdAt), asc(jobs.id))
    .limit(most);
}

/**
 * One page of jobs matching `where` with their business, newest first, and the total.
 * The page's jobs are chosen from jobs alone, then joined to their businesses: joined
 * first, PostgreSQL hashed every business for a page of ten (12 ms at 100,000).
 */
async function selectJobPage(db: Db, where: SQL, page: PageRequest) {
  const order = [desc(jobs.createdAt), asc(jobs.id)];
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [items, [counted]] = await Promise.all([
    selectWithBusiness(db)
      .where(inArray(jobs.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function findJob(db: Db, id: string) {
  const [row] = await selectWithBusiness(db).where(eq(jobs.id, id));
  return row ?? null;
}

/** The job, locked until the transaction ends (status changes and applications queue here). */
export async function lockJob(tx: Db, id: string): Promise<JobRow | null> {
  return lockRow(tx, jobs, eq(jobs.id, id));
}

/** Every open job's id and last change, for the sitemap. */
export async function listOpenJobIds(db: Db, now: Date) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(openJobCondition(now))
    .orderBy(desc(jobs.createdAt));
}

/** When the next approved job's expiry comes, or null when none is set to expire. */
export async function findNextJobExpiry(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(jobs.expiresAt) })
    .from(jobs)
    .where(and(eq(jobs.status, 'approved'), gt(jobs.expiresAt, now)));
  return row?.next ?? null;
}

/** Counts a view once per visitor per day; true when this one counted. */
export async function recordJobView(db: Db, jobId: string, visitor: string, day: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobViews)
      .values({ jobId, visitor, day })
      .onConflictDoNothing()
      .returning({ jobId: jobViews.jobId });
    if (inserted.length === 0) return false;
    await tx
      .update(jobs)
      // A view is not a change to the job: its updated_at (the sitemap's lastmod) stays.
      .set({ viewCount: sql`${jobs.viewCount} + 1`, updatedAt: sql`${jobs.updatedAt}` })
      .where(eq(jobs.id, jobId));
    return true;
  });
}

export async function pruneJobViews(db: Db, before: string) {
  await db.delete(jobViews).where(sql`${jobViews.day} < ${before}`);
}

/** Every stored resume's key. */
export async function listResumeKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: jobApplications.resumePath })
    .from(jobApplications)
    .where(isNotNull(jobApplications.resumePath));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** The applications of a business's jobs: how many, and their resumes' keys. */
export async function listApplicationFilesOfBusiness(db: Db, businessId: string) {
  return db
    .select({ resumePath: jobApplications.resumePath })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobs.businessId, businessId));
}

export async function insertApplication(tx: Db, values: typeof jobApplications.$inferInsert) {
  const [row] = await tx.insert(jobApplications).values(values).returning();
  await tx
    .update(jobs)
    .set({ applicationCount: sql`${jobs.applicationCount} + 1` })
    .where(eq(jobs.id, values.jobId));
  return row;
}

/** A deleted application's trace: enough to remove its resume and name its job, nothing personal. */
export interface DeletedApplication {
  id: string;
  jobId: string;
  resumePath: string | null;
}

const deletedColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  resumePath: jobApplications.resumePath,
};

/** Lowers each job's application count by its deleted applications. */
async function uncount(tx: Db, deleted: DeletedApplication[]) {
  const perJob = new Map<string, number>();
  for (const row of deleted) perJob.set(row.jobId, (perJob.get(row.jobId) ?? 0) + 1);
  for (const [jobId, n] of perJob) {
    await tx
      .update(jobs)
      .set({
        applicationCount: sql`greatest(${jobs.applicationCount} - ${n}, 0)`,
        updatedAt: sql`${jobs.updatedAt}`,
      })
      .where(eq(jobs.id, jobId));
  }
}

/**
 * Up to `limit` applications to jobs closed at or before `closedBy`, deleted; with
 * their resumes' keys, so the caller removes the files after the rows commit.
 */
export async function deleteApplicationsOfJobsClosedBy(
  tx: Db,
  closedBy: Date,
  limit: number,
): Promise<DeletedApplication[]> {
  const due = tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(lte(jobs.closedAt, closedBy))
    .limit(limit);
  const deleted = await tx
    .delete(jobApplications)
    .where(inArray(jobApplications.id, due))
    .returning(deletedColumns);
  await uncount(tx, deleted);
  return deleted;
}

/** One application deleted (its applicant withdrew it); null when it was already gone. */
export async function deleteApplication(tx: Db, id: string): Promise<DeletedApplication | null> {
  const deleted = await tx
    .delete(jobApplications)
    .where(eq(jobApplications.id, id))
    .returning(deletedColumns);
  await uncount(tx, deleted);
  return deleted[0] ?? null;
}

export async function findApplication(db: Db, id: string) {
  const [row] = await db
    .select({ application: jobApplications, job: jobs })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id));
  return row ?? null;
}

export async function listApplications(db: Db, jobId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(desc(jobApplications.createdAt), asc(jobApplications.id));
}

// ---- Owners and admins ----

export async function listJobsOfBusiness(db: Db, businessId: string) {
  return selectWithBusiness(db)
    .where(eq(jobs.businessId, businessId))
    .orderBy(desc(jobs.createdAt), asc(jobs.id));
}

export async function insertJob(tx: Db, values: NewJobRow): Promise<JobRow> {
  const [row] = await tx.insert(jobs).values(values).returning();
  return row;
}

/** A change of the job; one that closes it (expired, filled, archived) records when. */
export async function updateJob(tx: Db, id: string, values: Partial<NewJobRow>): Promise<void> {
  const closing = values.status !== undefined && isClosedJobStatus(values.status);
  await tx
    .update(jobs)
    .set(closing ? { closedAt: new Date(), ...values } : values)
    .where(eq(jobs.id, id));
}

export async function listJobsByStatus(db: Db, status: AdminJobTab, page: PageRequest) {
  return selectJobPage(db, eq(jobs.status, status), page);
}

export async function countJobsByStatus(db: Db, statuses: readonly JobStatus[]) {
  const rows = await db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(inArray(jobs.status, [...statuses]))
    .groupBy(jobs.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** A plan without job postings pauses the business's approved jobs (marked, so an upgrade resumes them). */
export async function pauseJobsForPlan(tx: Db, businessId: string): Promise<number> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'paused', pausedByPlan: true })
    .where(and(eq(jobs.businessId, businessId), eq(jobs.status, 'approved')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** An upgrade resumes the jobs the plan paused (not those the owner or an admin paused). */
export async function resumeJobsForPlan(tx: Db, businessId: string): Promise<number> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'approved', pausedByPlan: false })
    .where(
      and(eq(jobs.businessId, businessId), eq(jobs.status, 'paused'), eq(jobs.pausedByPlan, true)),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Approved jobs whose expiry or deadline has passed become expired; returns their ids. */
export async function expireJobs(db: Db, now: Date): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .update(jobs)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        inArray(jobs.status, ['approved', 'paused']),
        or(lte(jobs.expiresAt, now), sql`${jobs.applicationDeadline} < ${today}`),
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * Approved jobs that expire within `withinMs` and whose owner has not been told yet,
 * marked as told in the same statement; with their owner's e-mail.
 */
export async function takeJobsExpiringSoon(tx: Db, now: Date, withinMs: number) {
  const until = new Date(now.getTime() + withinMs);
  return queryRows<{
    id: string;
    title: string;
    expires_at: Date;
    email: string;
    full_name: string | null;
    language: Language;
  }>(
    tx,
    sql`with due as (
      update ${jobs} set expiry_notice_sent_at = ${now}
      where ${jobs.status} = 'approved' and ${jobs.expiryNoticeSentAt} is null
        and ${jobs.expiresAt} > ${now} and ${jobs.expiresAt} <= ${until}
      returning ${jobs.id}, ${jobs.title}, ${jobs.expiresAt}, ${jobs.businessId}
    )
    select due.id, due.title, due.expires_at, o.email, o.full_name,
      coalesce(u.language, 'en') as language
    from due join ${businessOwners} o on o.business_id = due.business_id
      left join ${user} u on u.id = o.auth_user_id`,
  );
}
