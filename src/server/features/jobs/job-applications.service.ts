import { type JobApplicationInput, jobApplicationSchema } from '#domain/job-schemas.js';
import {
  type JobApplicationView,
  type JobApplied,
  jobMessages,
  RESUME_MAX_BYTES,
  resumeDownloadName,
} from '#domain/jobs.js';
import { type Language, pathInLanguage } from '#domain/languages.js';
import { can } from '#domain/permissions.js';
import { WITHDRAW_APPLICATION_PATH } from '#domain/retention.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { ownerLanguageOfBusiness } from '../../platform/auth/users.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import { DOCUMENT_CONTENT_TYPES, sniffDocument } from '../../platform/documents.js';
import { translator } from '../../platform/i18n.js';
import type { Logger } from '../../platform/logger.js';
import { composeEmail, greeting, paragraphsOf, subjectText } from '../../platform/mail/compose.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logUserAction } from '../../platform/security-log.js';
import { signLink, verifyLink } from '../../platform/signed-links.js';
import { newObjectKey, type Storage } from '../../platform/storage/storage.js';
import type { StoredFileOwner } from '../../platform/stored-files.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { refuseBadText } from '../../platform/validate.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import { withdrawLink } from './application-retention.service.js';
import {
  type ApplicationRow,
  findApplication,
  insertApplication,
  type JobRow,
  listResumeKeys,
  lockJob,
} from './jobs.queries.js';
import { getOpenJob, openNow } from './jobs.service.js';

/** A person applying to several jobs is fine; a script filling the outbox is not. */
export const APPLY_RATE_LIMIT: RateLimitRule = {
  name: 'job-apply',
  max: 10,
  windowMs: 60 * 60_000,
};
/** How long the employer's e-mailed resume link works. */
const RESUME_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

/** Reads and types the resume of an application, or refuses it with the spec's words. */
function checkResume(file: UploadedFile | null) {
  if (!file) return null;
  if (file.bytes.length > RESUME_MAX_BYTES)
    throw new AppError('too_large', jobMessages.fileTooLarge);
  const type = sniffDocument(file.bytes);
  if (!type)
    throw new AppError('validation', jobMessages.resumeType, { resume: jobMessages.resumeType });
  return { ...file, type };
}

const ANSWER_FIELDS = [
  ['currentPosition', 'current_position'],
  ['yearsExperience', 'years_experience'],
  ['availability', 'availability'],
  ['salaryExpectation', 'salary_expectation'],
  ['linkedinProfile', 'linkedin_profile'],
  ['portfolioWebsite', 'portfolio_website'],
] as const;

export async function applyToJob({
  db,
  storage,
  config,
  logger,
  meta,
  id,
  input,
  resume,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  config: Config;
  logger: Logger;
  meta: RequestMeta;
  id: string;
  input: JobApplicationInput;
  resume: UploadedFile | null;
  now?: Date;
}): Promise<JobApplied> {
  const parsed = jobApplicationSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('validation', first.message, {
      [first.path.join('.') || '_']: first.message,
    });
  }
  const application = parsed.data;
  refuseBadText(application);
  await consumeRateLimit({ db, logger }, APPLY_RATE_LIMIT, [meta.ip]);
  await verifyCaptcha({ db, config, payload: application.captcha });

  const { job } = await getOpenJob({ db, id, now });
  const unknown = Object.keys(application.answers).filter((q) => !job.customQuestions.includes(q));
  if (unknown.length > 0) throw new AppError('validation', jobMessages.unknownQuestion);
  const file = checkResume(resume);

  // The resume is stored before its row, so a saved application always has its file.
  const resumeKey = file ? newObjectKey(`resumes/${job.id}`, file.type) : null;
  if (file && resumeKey) {
    try {
      await storage.put('private', resumeKey, file.bytes, DOCUMENT_CONTENT_TYPES[file.type]);
    } catch (error) {
      logger.error('resume storage failed', { jobId: job.id, error: String(error) });
      throw new AppError('unavailable', jobMessages.resumeUploadFailed);
    }
  }

  // The application, its resume's key and its e-mails commit together: an answer of
  // 201 means the employer and the applicant will hear of it (the outbox retries).
  let saved: { id: string; emailed: boolean };
  try {
    saved = await db.transaction(async (tx) => {
      const locked = await lockJob(tx, job.id);
      if (!locked || !openNow(locked, now)) throw new AppError('conflict', jobMessages.notOpen);
      const answers: Record<string, string> = { ...application.answers };
      for (const [field, key] of ANSWER_FIELDS) {
        const value = application[field];
        if (value) answers[key] = value;
      }
      const row = await insertApplication(tx, {
        jobId: job.id,
        applicantName: application.fullName,
        applicantEmail: application.email,
        applicantPhone: application.phone,
        coverLetter: application.coverLetter,
        resumePath: resumeKey,
        resumeFileName: file ? file.name.slice(0, 200) : null,
        resumeMimeType: file ? DOCUMENT_CONTENT_TYPES[file.type] : null,
        applicationMethod: locked.applicationMethod,
        customAnswers: answers,
        language: meta.language,
      });
      const emailed = locked.applicationMethod === 'email' && Boolean(locked.applicationEmail);
      if (emailed) {
        const language = await ownerLanguageOfBusiness(tx, locked.businessId);
        await enqueueEmail(tx, employerEmail(config, locked, row, language));
      }
      await enqueueEmail(tx, applicantEmail(config, locked, row));
      return { id: row.id, emailed };
    });
  } catch (error) {
    // Not saved: its resume goes too. (Killed before this, the file is left without a
    // row: the maintenance pass removes it, resumeFiles.)
    if (resumeKey) await storage.remove('private', resumeKey).catch(() => undefined);
    throw error;
  }
  return {
    ...saved,
    message: saved.emailed ? jobMessages.appliedEmailed : jobMessages.applied,
  };
}

/** A resume's stored key, as applyToJob makes it: `resumes/{jobId}/{time}-{random}.{ext}`. */
const RESUME_KEY =
  /^resumes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d+-[0-9a-f]{12}\.(?:pdf|doc|docx)$/;

/**
 * Resumes as the clean-up of stored files sees them: private files whose
 * application names them. One a crash left between its file and its row is removed,
 * so no resume outlives its application (nor a deleted job's, once the rows cascade).
 */
export function resumeFiles({ db }: { db: Db }): StoredFileOwner {
  return {
    name: 'resumes',
    places: [{ area: 'private', prefix: 'resumes/' }],
    owns: (key) => RESUME_KEY.test(key),
    liveKeys: async (area) => new Set(area === 'private' ? await listResumeKeys(db) : []),
  };
}

/** The applicant's confirmation, with the signed link that withdraws and deletes the application. */
function applicantEmail(config: Config, job: JobRow, application: ApplicationRow) {
  const { language } = application;
  const { t } = translator(language);
  const title = job.title;
  const url = withdrawLink(
    config,
    application.id,
    pathInLanguage(WITHDRAW_APPLICATION_PATH, language),
  );
  return composeEmail({
    kind: 'job_application_received',
    to: application.applicantEmail,
    language,
    subject: subjectText(t('email.applicationReceived.subject', { title })),
    heading: t('email.applicationReceived.heading'),
    paragraphs: [
      greeting(language, application.applicantName),
      ...paragraphsOf(t('email.applicationReceived.body', { title, company: job.companyName })),
      ...paragraphsOf(
        t('email.applicationReceived.withdraw', { url, days: config.retention.applicationDays }),
      ),
    ],
  });
}

function resumeSubject(applicationId: string) {
  return `resume:${applicationId}`;
}

/** To the address the job gives for applications, in the language of the business's owner. */
function employerEmail(
  config: Config,
  job: JobRow,
  application: ApplicationRow,
  language: Language,
) {
  const { t } = translator(language);
  const applicant = application.applicantName;
  const answers = Object.entries(application.customAnswers).map(([q, a]) => `${q}: ${a}`);
  const paragraphs = [
    t('email.newApplication.intro', { applicant, title: job.title }),
    [
      t('email.newApplication.name', { name: applicant }),
      t('email.newApplication.email', { email: application.applicantEmail }),
      application.applicantPhone
        ? t('email.newApplication.phone', { phone: application.applicantPhone })
        : null,
    ]
      .filter(Boolean)
      .join('\n'),
  ];
  if (application.coverLetter) {
    paragraphs.push(
      t('email.newApplication.coverLetter', { coverLetter: application.coverLetter }),
    );
  }
  if (answers.length) paragraphs.push(answers.join('\n'));
  if (application.resumePath) {
    const token = signLink(
      resolveAuthSecret(config),
      resumeSubject(application.id),
      new Date(Date.now() + RESUME_LINK_TTL_MS),
    );
    const url = `${config.publicUrl}/api/jobs/applications/${application.id}/resume?token=${token}`;
    paragraphs.push(t('email.newApplication.resume', { url }));
  }
  paragraphs.push(t('email.newApplication.portal'));
  return composeEmail({
    kind: 'job_application_employer',
    to: job.applicationEmail as string,
    language,
    subject: subjectText(t('email.newApplication.subject', { title: job.title, applicant })),
    heading: t('email.newApplication.heading'),
    paragraphs,
  });
}

export function toApplicationView(row: ApplicationRow): JobApplicationView {
  const {
    current_position,
    years_experience,
    availability,
    salary_expectation,
    linkedin_profile,
    portfolio_website,
    ...questions
  } = row.customAnswers;
  return {
    id: row.id,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    applicantPhone: row.applicantPhone,
    coverLetter: row.coverLetter,
    currentPosition: current_position ?? null,
    yearsExperience: years_experience ?? null,
    availability: availability ?? null,
    salaryExpectation: salary_expectation ?? null,
    linkedinProfile: linkedin_profile ?? null,
    portfolioWebsite: portfolio_website ?? null,
    answers: Object.entries(questions).map(([question, answer]) => ({ question, answer })),
    resumeFileName: row.resumePath ? (row.resumeFileName ?? 'resume') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ResumeFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

async function readResume(
  { db, storage }: { db: Db; storage: Storage },
  id: string,
  allowed: (job: JobRow) => boolean,
  /** Who asked, and how, for the security log's row of the download. */
  download: { meta: RequestMeta; via: 'admin' | 'owner' | 'signed_link'; actor?: SessionUser },
): Promise<ResumeFile> {
  const found = await findApplication(db, id);
  // Another business's application is answered as missing: not found means not yours.
  if (!found || !allowed(found.job)) {
    throw new AppError('not_found', jobMessages.applicationNotFound);
  }
  const { application } = found;
  if (!application.resumePath) throw new AppError('not_found', jobMessages.noResume);
  const stored = await storage.get('private', application.resumePath);
  if (!stored) throw new AppError('not_found', jobMessages.noResume);
  await logUserAction(db, download, {
    action: 'resume_downloaded',
    resourceType: 'job_application',
    resourceId: application.id,
    metadata: { jobId: application.jobId, via: download.via },
  });
  const ext = application.resumePath.slice(application.resumePath.lastIndexOf('.') + 1);
  return {
    body: stored.body,
    contentType: application.resumeMimeType ?? stored.contentType,
    fileName: resumeDownloadName(application.applicantName, ext),
  };
}

/** The resume for the job's business owner or an admin; to another owner it does not exist (404). */
export async function downloadResume({
  db,
  storage,
  meta,
  actor,
  id,
}: {
  db: Db;
  storage: Storage;
  meta: RequestMeta;
  actor: SessionUser;
  id: string;
}): Promise<ResumeFile> {
  const isAdmin = can(actor, 'manage:job:any');
  // An admin without two-factor is told to set it up, as on every admin route.
  if (actor.userType === 'admin') assertCan(actor, 'manage:job:any');
  if (!isAdmin && !can(actor, 'manage:job:own')) {
    throw new AppError('forbidden', jobMessages.downloadFailed);
  }
  const ownBusinessId = isAdmin ? null : (await requireOwnBusiness(db, actor)).businessId;
  return readResume({ db, storage }, id, (job) => isAdmin || job.businessId === ownBusinessId, {
    meta,
    via: isAdmin ? 'admin' : 'owner',
    actor,
  });
}

/** The resume through the employer's e-mailed link: valid only with its unexpired signature. */
export async function downloadResumeByLink({
  db,
  storage,
  config,
  meta,
  id,
  token,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  config: Config;
  meta: RequestMeta;
  id: string;
  token: string;
  now?: Date;
}): Promise<ResumeFile> {
  if (!verifyLink(resolveAuthSecret(config), resumeSubject(id), token, now)) {
    throw new AppError('forbidden', jobMessages.linkExpired);
  }
  return readResume({ db, storage }, id, () => true, { meta, via: 'signed_link' });
}
