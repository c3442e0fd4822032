import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { Device, enrolTwoFactor } from './accounts.js';
import { TEST_CAPTCHA_COST } from './captcha.js';
import {
  editThenUndo,
  IMPORT_ROWS,
  type ImportSeen,
  importForm,
  importProblems,
  readImport,
} from './crash-imports.js';
import { backdateFiles, filesUnder, waitForMaintenance, workBurst } from './crash-work.js';
import { createBusiness, createJob } from './factories.js';
import { httpApp, startServerProcess } from './server-process.js';

/** Where the servers keep their data, and how this process reads it while none runs. */
export interface CrashSite {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** DATABASE_URL on PostgreSQL; nothing on PGlite (it lives under dataDir). */
  env: Record<string, string>;
  /** The database, from this process (on PGlite only while no server holds it). */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

const ADMIN = { email: 'admin@crash.example', password: 'Str0ng&Safe-admin' };
/** The kill waits until the import has reported this many rows written... */
const KILL_AFTER_ROWS = 300;
/** ...and this many applications and admin photo uploads were answered 201. */
const KILL_AFTER_APPLICATIONS = 2;
const KILL_AFTER_PHOTOS = 1;

export interface CrashReport extends ImportSeen {
  kind: CrashSite['kind'];
  /** Applications and photo uploads sent before the kill (at most 50 of each). */
  applicationsSent: number;
  photosSent: number;
  /** Applicant e-mails of the applications answered 201 before the kill. */
  answered: string[];
  applications: {
    saved: number;
    /** Answered 201 yet not in the database. */
    answeredButMissing: string[];
    withoutApplicantMail: string[];
    withoutEmployerMail: string[];
    /** Saved with a resume key whose file is not there. */
    resumeFileMissing: string[];
  };
  /** Resume files with no application once the restarted server's maintenance pass ran. */
  resumesWithoutApplication: string[];
  /** Files that pass removed, as its log says: what the crash had left. */
  orphansRemoved: number;
  photos: {
    /** Ids of the admin's uploads answered 201 before the kill. */
    answered: string[];
    saved: number;
    answeredButMissing: string[];
    /** A row whose file is not in the area it names. */
    fileMissing: string[];
    /** Files of the business's photos in an area no row places them in, after the pass. */
    withoutRow: string[];
  };
  ms: number;
}

/** The variables both servers start with: the same secret, so sessions outlive the crash. */
export function serverEnv(site: CrashSite, secret: string): Record<string, string> {
  return {
    DATA_DIR: site.dataDir,
    ...site.env,
    AUTH_SECRET: secret,
    PUBLIC_URL: 'http://127.0.0.1:8080',
    TRUST_PROXY: '1',
    CAPTCHA_COST: TEST_CAPTCHA_COST,
    // A pass soon after the restart: the one the killed server ran counts as recent.
    MAINTENANCE_INTERVAL_MS: '1000',
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    SEED: 'none',
    BUILD_WEB: 'never',
    LOG_LEVEL: 'info',
  };
}

async function seedJob(site: CrashSite) {
  const opened = await site.open();
  try {
    const business = await createBusiness(opened.db, { plan: 'silver' });
    return await createJob(opened.db, business.id, {
      applicationMethod: 'email',
      applicationEmail: 'hiring@crash.example',
    });
  } finally {
    await opened.close();
  }
}

/** A server on the site, and its bootstrap admin signed in with two-factor set up. */
export async function startCrashServer(site: CrashSite, secret = randomBytes(32).toString('hex')) {
  const server = await startServerProcess(serverEnv(site, secret));
  const app = httpApp(server.url);
  const admin = new Device(app);
  await enrolTwoFactor(app, admin, { ...ADMIN, portal: 'admin' });
  return { server, app, admin, secret };
}

/**
 * One crash: seed, start, import and apply, SIGKILL, restart, look. `first` runs on
 * the first server before the crash work starts (another scenario, sharing its start).
 */
export async function crashDuringWork(
  site: CrashSite,
  {
    first: beforeCrash,
    killAfterRows = KILL_AFTER_ROWS,
    killAfterApplications = KILL_AFTER_APPLICATIONS,
    killAfterPhotos = KILL_AFTER_PHOTOS,
  }: {
    first?: (admin: Device) => Promise<void>;
    /** The kill comes once the import reported this many rows and this many applications were answered. */
    killAfterRows?: number;
    killAfterApplications?: number;
    killAfterPhotos?: number;
  } = {},
): Promise<CrashReport> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const job = await seedJob(site);
  const first = await startCrashServer(site);
  try {
    await beforeCrash?.(first.admin);
  } catch (error) {
    await first.server.kill();
    throw error;
  }
  const { app, admin } = first;

  const fileName = `crash-${tag}.csv`;
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => `Crash ${tag} ${i},Bryan`);
  let importDone = 0;
  let importFinished = false;
  let importFailure: unknown;
  let killing = false;
  // The applications and photos start first: a 10,000-row import outruns them, and
  // the kill must find each of the three part-way through.
  const burst = workBurst(app, admin, job, tag, () => killing);
  let importing: Promise<void> | undefined;
  const startImport = () =>
    admin
      .request('/api/admin/imports', {
        method: 'POST',
        form: importForm(fileName, ['name,city', ...rows]),
      })
      .then((res) =>
        readImport(res, (line) => {
          if (line.type === 'progress') importDone = line.done;
          if (line.type === 'result') importFinished = true;
          return false;
        }),
      )
      .catch((error) => {
        if (!killing) importFailure = error;
      });

  const deadline = Date.now() + 120_000;
  try {
    while (!importFinished && !(importing && importDone >= killAfterRows)) {
      if (
        !importing &&
        burst.answered.length >= killAfterApplications &&
        burst.photos.length >= killAfterPhotos
      )
        importing = startImport();
      const failure = importFailure ?? burst.failure();
      if (failure) throw failure;
      if (Date.now() > deadline)
        throw new Error('the import and the applications did not get going');
      await wait(10);
    }
  } finally {
    killing = true;
    await first.server.kill();
  }
  const importDoneAtKill = importDone;
  const importFinishedBeforeKill = importFinished;
  await Promise.all([importing, burst.done]);
  const answered = [...burst.answered];
  const photosAnswered = [...burst.photos];

  backdateFiles(site.dataDir);
  const second = await startServerProcess(serverEnv(site, first.secret));
  let report: Omit<
    CrashReport,
    'applications' | 'resumesWithoutApplication' | 'photos' | 'orphansRemoved' | 'ms'
  >;
  let orphansRemoved = 0;
  try {
    // The same browser: its session outlives the crash.
    const again = new Device(httpApp(second.url), admin.ip);
    for (const [name, value] of admin.cookies) again.cookies.set(name, value);
    report = {
      kind: site.kind,
      importDoneAtKill,
      importFinishedBeforeKill,
      applicationsSent: burst.sent(),
      photosSent: burst.photosSent(),
      answered,
      ...(await editThenUndo(again, fileName, `Crash ${tag}`)),
    };
    await waitForMaintenance(second);
    for (const line of second.logs)
      if (line.msg === 'orphan files removed') orphansRemoved += Number(line.removed);
  } finally {
    await second.stop();
  }

  const opened = await site.open();
  try {
    const saved = await queryRows<{ email: string; name: string; resume: string | null }>(
      opened.db,
      sql`select applicant_email as email, applicant_name as name, resume_path as resume
          from job_applications where job_id = ${job.id}`,
    );
    const mails = await queryRows<{ kind: string; to: string; text: string }>(
      opened.db,
      sql`select kind, to_address as to, text_body as text from email_outbox
          where kind in ('job_application_received', 'job_application_employer')`,
    );
    const photoRows = await queryRows<{
      id: string;
      key: string;
      thumb: string | null;
      area: 'public' | 'private';
    }>(
      opened.db,
      sql`select id, storage_path as key, thumbnail_storage_path as thumb, storage_area as area
          from business_photos where business_id = ${job.businessId}`,
    );
    const photoFilesIn = (area: 'public' | 'private') =>
      new Set(
        filesUnder(join(site.dataDir, area === 'public' ? 'uploads' : 'private')).filter((path) =>
          path.startsWith(`${job.businessId}/`),
        ),
      );
    const stored = { public: photoFilesIn('public'), private: photoFilesIn('private') };
    const placed = new Set(
      photoRows.flatMap((row) =>
        [row.key, row.thumb].flatMap((key) => (key ? [`${row.area}:${key}`] : [])),
      ),
    );
    const resumes = new Set(
      filesUnder(join(site.dataDir, 'private')).filter((path) => path.startsWith('resumes/')),
    );
    const keys = new Set(saved.flatMap((row) => (row.resume ? [row.resume] : [])));
    const emails = new Set(saved.map((row) => row.email));
    return {
      ...report,
      applications: {
        saved: saved.length,
        answeredButMissing: answered.filter((email) => !emails.has(email)),
        withoutApplicantMail: saved
          .filter(
            (row) =>
              !mails.some((m) => m.kind === 'job_application_received' && m.to === row.email),
          )
          .map((row) => row.email),
        withoutEmployerMail: saved
          .filter(
            (row) =>
              !mails.some(
                (m) => m.kind === 'job_application_employer' && m.text.includes(row.name),
              ),
          )
          .map((row) => row.email),
        resumeFileMissing: [...keys].filter((key) => !resumes.has(key)),
      },
      resumesWithoutApplication: [...resumes].filter((path) => !keys.has(path)),
      orphansRemoved,
      photos: {
        answered: photosAnswered,
        saved: photoRows.length,
        answeredButMissing: photosAnswered.filter((id) => !photoRows.some((row) => row.id === id)),
        fileMissing: photoRows
          .filter((row) => [row.key, row.thumb].some((key) => key && !stored[row.area].has(key)))
          .map((row) => row.id),
        withoutRow: (['public', 'private'] as const).flatMap((area) =>
          [...stored[area]]
            .filter((key) => !placed.has(`${area}:${key}`))
            .map((key) => `${area}:${key}`),
        ),
      },
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await opened.close();
  }
}

/** What is wrong in a run's report, as sentences; empty when all is well. */
export function crashProblems(report: CrashReport): string[] {
  const problems = importProblems(report);
  const { applications } = report;
  const listed = (label: string, items: string[]) => {
    if (items.length) problems.push(`${label}: ${items.join(', ')}`);
  };
  listed('answered 201 but not saved', applications.answeredButMissing);
  listed('saved without the applicant’s e-mail', applications.withoutApplicantMail);
  listed('saved without the employer’s e-mail', applications.withoutEmployerMail);
  listed('saved without its resume file', applications.resumeFileMissing);
  listed('resume files without an application', report.resumesWithoutApplication);
  listed('photos answered 201 but not saved', report.photos.answeredButMissing);
  listed('photos saved without their files', report.photos.fileMissing);
  listed('photo files no row places there', report.photos.withoutRow);
  return problems;
}
