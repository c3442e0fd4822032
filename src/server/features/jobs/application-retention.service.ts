/**
 * Applications have an end (issue 30 point 5, docs/decisions/030-personal-data-retention.md):
 * the maintenance pass deletes them APPLICATION_RETENTION_DAYS after their job closed,
 * and the applicant's confirmation carries a signed link that withdraws and deletes
 * one at any time. Rows go first and their resumes after (decision 021): a crash in
 * between leaves a file without a row, which the clean-up of stored files removes,
 * never a row whose resume is missing. Each deletion leaves an audit row that says
 * what kind, how many, by what and when, and nothing about the person.
 */
import {
  type WithdrawalPreview,
  type WithdrawalQuery,
  withdrawalMessages,
  withdrawLinkDays,
} from '#domain/retention.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import type { Logger } from '../../platform/logger.js';
import { logSecurityEvent } from '../../platform/security-log.js';
import { signLink, verifyLink } from '../../platform/signed-links.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  type DeletedApplication,
  deleteApplication,
  deleteApplicationsOfJobsClosedBy,
  findApplication,
  listApplicationFilesOfBusiness,
} from './jobs.queries.js';

const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted per transaction: short transactions, and a crash loses at most one batch's files to the clean-up. */
const BATCH = 200;

/** The audit rows' action names (the security log lists them). */
export const DELETION_ACTIONS = {
  retention: 'applications_deleted_by_retention',
  withdrawn: 'application_withdrawn',
} as const;

/** Removes the deleted rows' resumes; a failure leaves the file to the clean-up of stored files. */
async function removeResumes(storage: Storage, logger: Logger, deleted: DeletedApplication[]) {
  let removed = 0;
  for (const { resumePath } of deleted) {
    if (!resumePath) continue;
    try {
      await storage.remove('private', resumePath);
      removed += 1;
    } catch (error) {
      logger.warn('resume removal failed; the clean-up of stored files will retry', {
        error: String(error),
      });
    }
  }
  return removed;
}

/**
 * What a business's deletion takes with it (its jobs' applications cascade): read in
 * the deleting transaction, the resumes removed once it commits (removeApplicationFiles).
 */
export async function applicationFilesOfBusiness({
  db,
  businessId,
}: {
  db: Db;
  businessId: string;
}) {
  const rows = await listApplicationFilesOfBusiness(db, businessId);
  return {
    applications: rows.length,
    resumes: rows.flatMap((row) => (row.resumePath ? [row.resumePath] : [])),
  };
}

/** Removes resumes whose rows are gone; one that fails is left to the clean-up of stored files. */
export async function removeApplicationFiles(
  { storage, logger }: { storage: Storage; logger: Logger },
  keys: string[],
) {
  return removeResumes(
    storage,
    logger,
    keys.map((resumePath) => ({ id: '', jobId: '', resumePath })),
  );
}

/**
 * Deletes the applications (and resumes) of jobs that closed more than the retention
 * period before `now`, in batches, each batch with its audit row.
 */
export async function deleteExpiredApplications({
  db,
  storage,
  config,
  logger,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  config: Config;
  logger: Logger;
  now?: Date;
}): Promise<{ applications: number; resumes: number }> {
  const days = config.retention.applicationDays;
  const closedBy = new Date(now.getTime() - days * DAY_MS);
  let applications = 0;
  let resumes = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const rows = await deleteApplicationsOfJobsClosedBy(tx, closedBy, BATCH);
      if (rows.length > 0) {
        await logSecurityEvent(tx, {
          action: DELETION_ACTIONS.retention,
          success: true,
          resourceType: 'job_application',
          metadata: {
            task: 'maintenance',
            count: rows.length,
            resumes: rows.filter((row) => row.resumePath).length,
            jobs: new Set(rows.map((row) => row.jobId)).size,
            retentionDays: days,
          },
        });
      }
      return rows;
    });
    if (deleted.length === 0) break;
    applications += deleted.length;
    resumes += await removeResumes(storage, logger, deleted);
    if (deleted.length < BATCH) break;
  }
  if (applications > 0) {
    logger.info('applications deleted after retention', { applications, resumes, days });
  }
  return { applications, resumes };
}

function withdrawSubject(applicationId: string) {
  return `withdraw-application:${applicationId}`;
}

/** The withdraw link of an application's confirmation, in the applicant's language. */
export function withdrawLink(
  config: Config,
  applicationId: string,
  path: string,
  now = new Date(),
): string {
  const expires = new Date(
    now.getTime() + withdrawLinkDays(config.retention.applicationDays) * DAY_MS,
  );
  const token = signLink(resolveAuthSecret(config), withdrawSubject(applicationId), expires);
  const query = new URLSearchParams({ application: applicationId, token });
  return `${config.publicUrl}${path}?${query}`;
}

interface WithdrawalContext {
  db: Db;
  config: Config;
  query: WithdrawalQuery;
  now?: Date;
}

/** The application the link opens, or the link's one refusal (forged, expired or already used). */
async function linkedApplication({ db, config, query, now = new Date() }: WithdrawalContext) {
  const valid = verifyLink(
    resolveAuthSecret(config),
    withdrawSubject(query.application),
    query.token,
    now,
  );
  const found = valid ? await findApplication(db, query.application) : null;
  if (!found) throw new AppError('not_found', withdrawalMessages.linkInvalid);
  return found;
}

/** What the withdraw page shows before the applicant confirms. Reads, never deletes. */
export async function previewWithdrawal(ctx: WithdrawalContext): Promise<WithdrawalPreview> {
  const { application, job } = await linkedApplication(ctx);
  return {
    jobTitle: job.title,
    companyName: job.companyName,
    appliedAt: application.createdAt.toISOString(),
    resumeFileName: application.resumePath ? (application.resumeFileName ?? 'resume') : null,
  };
}

/** Deletes the linked application, then its resume; the link works once. */
export async function withdrawApplication(
  ctx: WithdrawalContext & { storage: Storage; logger: Logger },
): Promise<{ message: string }> {
  await linkedApplication(ctx);
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteApplication(tx, ctx.query.application);
    if (!row) return null;
    await logSecurityEvent(tx, {
      action: DELETION_ACTIONS.withdrawn,
      success: true,
      resourceType: 'job_application',
      resourceId: row.id,
      metadata: { via: 'signed_link', count: 1, resumes: row.resumePath ? 1 : 0, jobId: row.jobId },
    });
    return row;
  });
  // Two clicks at once: the second finds nothing to delete, as a used link would.
  if (!deleted) throw new AppError('not_found', withdrawalMessages.linkInvalid);
  await removeResumes(ctx.storage, ctx.logger, [deleted]);
  return { message: withdrawalMessages.withdrawn };
}
