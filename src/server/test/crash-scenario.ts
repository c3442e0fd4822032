/**
 * What a crash leaves (issue 32). A real server process, started as `npm start`
 * starts it, is killed with SIGKILL while it imports a file, answers a burst of job
 * applications with resumes and stores an admin's photo uploads; a new one then starts
 * on the same data, as an operator would restart it. What the admin, the applicants and
 * the employer see afterwards must be whole: the import shown as interrupted with the
 * counts of what it wrote, an undo that refuses once a business it wrote was edited
 * (and takes back nothing), every application answered 201 saved with its resume and
 * both e-mails, every photo with its files, and, once the maintenance pass has run, no
 * stored resume or photo file that no row places in its area.
 *
 * crash.test.ts (PostgreSQL) and crash.pglite.test.ts run it once; bench/crash-runs.ts
 * runs it many times and counts the problems (crashProblems) of each run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { ImportBatchView, ImportProgressLine } from '#domain/imports.js';
import { type Db, queryRows } from '../db/client.js';
import { ROOT_DIR } from '../platform/web-build.js';
import { Device, enrolTwoFactor, errorOf } from './accounts.js';
import { solveCaptcha, TEST_CAPTCHA_COST } from './captcha.js';
import { createBusiness, createJob } from './factories.js';
import { pictureOf } from './images.js';
import { type HttpApp, httpApp, type ServerProcess, startServerProcess } from './server-process.js';

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
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Enough rows that the kill lands mid-import on either database. */
const IMPORT_ROWS = 6000;
/** The kill waits until the import has reported this many rows written... */
const KILL_AFTER_ROWS = 300;
/** ...and this many applications and admin photo uploads were answered 201. */
const KILL_AFTER_APPLICATIONS = 2;
const KILL_AFTER_PHOTOS = 1;
const APPLICATIONS_IN_FLIGHT = 4;
/** What the clean-up counts as old enough to be an orphan, and some. */
const BACKDATE_MS = 2 * 60 * 60_000;

export interface CrashReport {
  kind: CrashSite['kind'];
  /** Rows the killed server had reported written; whether it finished first. */
  importDoneAtKill: number;
  importFinishedBeforeKill: boolean;
  applicationsSent: number;
  /** Applicant e-mails of the applications answered 201 before the kill. */
  answered: string[];
  /** The batch as Recent imports shows it after the restart. */
  batch: ImportBatchView | undefined;
  /** The file's businesses the admin's list shows after the restart. */
  businessesListed: number;
  /** The undo after an admin edited two of them. */
  undo: { status: number; message: string };
  businessesAfterUndo: number;
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
function serverEnv(site: CrashSite, secret: string): Record<string, string> {
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

function importForm(fileName: string, lines: string[]) {
  const form = new FormData();
  form.set('file', new File([lines.join('\n')], fileName, { type: 'text/csv' }));
  return form;
}

/** Reads an import's NDJSON answer line by line until it ends or `onLine` says stop. */
async function readImport(
  res: Response,
  onLine: (line: ImportProgressLine) => boolean | undefined,
): Promise<void> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  while (reader) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line && onLine(JSON.parse(line))) {
        await reader.cancel();
        return;
      }
    }
  }
}

async function listedCount(admin: Device, search: string) {
  const res = await admin.request(`/api/admin/businesses?${new URLSearchParams({ search })}`);
  return ((await res.json()) as { total: number }).total;
}

async function batchNamed(admin: Device, fileName: string) {
  const res = await admin.request('/api/admin/imports');
  const { items } = (await res.json()) as { items: ImportBatchView[] };
  return items.find((batch) => batch.fileName === fileName);
}

/**
 * Stop pressed during an import (the page drops the connection after the first
 * progress line): the run must notice, stop and take back its rows. Answers what the
 * admin then sees.
 */
export async function stopMidImport(admin: Device) {
  const tag = randomBytes(3).toString('hex');
  const fileName = `stop-${tag}.csv`;
  const rows = Array.from({ length: 4000 }, (_, i) => `Stop ${tag} ${i},Bryan`);
  const res = await admin.request('/api/admin/imports', {
    method: 'POST',
    form: importForm(fileName, ['name,city', ...rows]),
  });
  const seen: ImportProgressLine[] = [];
  // Cancelling the body drops the connection, as the page's Stop does.
  await readImport(res, (line) => {
    seen.push(line);
    return line.type === 'progress';
  });
  let batch: ImportBatchView | undefined;
  for (let tries = 0; tries < 200; tries++) {
    batch = await batchNamed(admin, fileName);
    if (batch?.status !== 'running') break;
    await wait(100);
  }
  return { seen, batch, listed: await listedCount(admin, `Stop ${tag}`) };
}

/**
 * Until `stopped()`: applications sent by a few clients at once, each from a new
 * address, and photos an admin uploads to the job's business one after the other.
 */
function workBurst(
  app: HttpApp,
  admin: Device,
  job: { id: string; businessId: string },
  tag: string,
  stopped: () => boolean,
) {
  const answered: string[] = [];
  const photos: string[] = [];
  let sent = 0;
  let failure: unknown;
  const apply = async () => {
    const n = sent++;
    const email = `crash-${tag}-${n}@example.com`;
    const form = new FormData();
    form.append(
      'application',
      JSON.stringify({
        fullName: `Crash Applicant ${tag} ${n}`,
        email,
        captcha: await solveCaptcha(app),
      }),
    );
    form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cv.pdf');
    const res = await new Device(app).upload(`/api/jobs/${job.id}/applications`, form);
    if (res.status === 201) answered.push(email);
    else throw new Error(`an application answered ${res.status}: ${await res.text()}`);
  };
  const picture = pictureOf('png', { width: 320, height: 240 });
  const upload = async () => {
    const form = new FormData();
    form.append('businessId', job.businessId);
    form.append('photo', new Blob([new Uint8Array(await picture)], { type: 'image/png' }), 'p.png');
    const res = await admin.upload('/api/admin/photos', form);
    if (res.status !== 201) throw new Error(`a photo upload answered ${res.status}`);
    photos.push(((await res.json()) as { photo: { id: string } }).photo.id);
  };
  const worker = (one: () => Promise<void>) => async () => {
    while (!stopped() && !failure) {
      try {
        await one();
      } catch (error) {
        // After the kill, a request in flight fails: that is the point.
        if (!stopped()) failure = error;
      }
    }
  };
  const done = Promise.all([
    ...Array.from({ length: APPLICATIONS_IN_FLIGHT }, worker(apply)),
    worker(upload)(),
  ]);
  return { answered, photos, sent: () => sent, failure: () => failure, done };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) =>
      statSync(join(dir, path)).isFile(),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Makes every stored file look older than the clean-up's hour. */
function backdateFiles(dataDir: string) {
  const then = new Date(Date.now() - BACKDATE_MS);
  for (const area of ['private', 'uploads']) {
    for (const path of filesUnder(join(dataDir, area)))
      utimesSync(join(dataDir, area, path), then, then);
  }
}

async function waitForMaintenance(server: ServerProcess) {
  // Generous: on a loaded machine the first pass may wait its turn.
  for (let tries = 0; tries < 600; tries++) {
    if (
      server.logs.some((line) => line.msg === 'scheduled task ran' && line.task === 'maintenance')
    )
      return;
    await wait(50);
  }
  throw new Error('the restarted server ran no maintenance pass');
}

/**
 * After the restart, what the admin sees of a killed import (found by its file name,
 * its businesses by `search`), and the undo's answer once they edited two of them.
 */
async function editThenUndo(admin: Device, fileName: string, search: string) {
  const batch = await batchNamed(admin, fileName);
  const businessesListed = await listedCount(admin, search);
  const page = await admin.request(
    `/api/admin/businesses?${new URLSearchParams({ search, limit: '2' })}`,
  );
  for (const item of ((await page.json()) as { items: { id: string }[] }).items) {
    const edit = await admin.request(`/api/admin/businesses/${item.id}`, {
      method: 'PATCH',
      json: { adminNotes: 'Checked after the outage.' },
    });
    if (edit.status !== 200) throw new Error(`the edit answered ${edit.status}`);
  }
  const undo = batch
    ? await errorOf(await admin.post(`/api/admin/imports/${batch.id}/undo`))
    : { status: 0, message: 'no batch' };
  return {
    batch,
    businessesListed,
    undo: { status: undo.status, message: undo.message },
    businessesAfterUndo: await listedCount(admin, search),
  };
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
  const importing = admin
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
  const burst = workBurst(app, admin, job, tag, () => killing);

  const deadline = Date.now() + 60_000;
  try {
    while (
      !importFinished &&
      !(
        importDone >= killAfterRows &&
        burst.answered.length >= killAfterApplications &&
        burst.photos.length >= killAfterPhotos
      )
    ) {
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

type ImportSeen = Pick<
  CrashReport,
  | 'importDoneAtKill'
  | 'importFinishedBeforeKill'
  | 'batch'
  | 'businessesListed'
  | 'undo'
  | 'businessesAfterUndo'
>;

/**
 * Broken promises only: how far the run got before the kill (rows reported, whether
 * it finished) is the caller's to judge; a run killed late may find its batch done.
 */
function importProblems(report: ImportSeen): string[] {
  const problems: string[] = [];
  const { batch, businessesListed } = report;
  if (!batch) {
    if (businessesListed > 0)
      problems.push(`${businessesListed} businesses written by an import missing from the history`);
    return problems;
  }
  if (batch.status !== 'interrupted' && batch.status !== 'done')
    problems.push(`the import shows as ${batch.status} after the restart`);
  if (batch.counts.create !== businessesListed)
    problems.push(
      `the import shows ${batch.counts.create} created; the list has ${businessesListed}`,
    );
  if (batch.counts.create < report.importDoneAtKill)
    problems.push(
      `the import shows ${batch.counts.create} created; it had reported ${report.importDoneAtKill} done`,
    );
  const refused =
    report.undo.status === 409 && report.undo.message.endsWith('changed since this import.');
  // With nothing written there was nothing to edit: the undo then has nothing to refuse.
  if (businessesListed > 0 ? !refused : report.undo.status !== 200)
    problems.push(`the undo after the edits answered ${report.undo.status} ${report.undo.message}`);
  if (refused && report.businessesAfterUndo !== businessesListed)
    problems.push(
      `the refused undo changed the list: ${businessesListed} -> ${report.businessesAfterUndo}`,
    );
  return problems;
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

export type CliCrashReport = ImportSeen & { kind: CrashSite['kind']; ms: number };

/**
 * `npm run import` killed with SIGKILL once it has printed its first progress line,
 * then a server started on the same data: the admin sees the batch interrupted, and
 * its undo refuses once two of its businesses were edited. (On PGlite the importer
 * holds the data directory, so it runs while no server does.)
 */
export async function crashCliImport(site: CrashSite): Promise<CliCrashReport> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const fileName = `cli-${tag}.csv`;
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => `Cli ${tag} ${i},Bryan`);
  writeFileSync(join(site.dataDir, fileName), ['name,city', ...rows].join('\n'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/import-businesses.ts', join(site.dataDir, fileName)],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, DATA_DIR: site.dataDir, SEED: 'none', ...site.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let out = '';
  let importDoneAtKill = 0;
  let importFinishedBeforeKill = false;
  await new Promise<void>((resolve) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const done = /Imported ([\d,]+) of/.exec(out);
      if (done && !importDoneAtKill) {
        importDoneAtKill = Number(done[1].replace(/,/g, ''));
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.once('exit', () => {
      importFinishedBeforeKill = out.includes('Import Completed');
      resolve();
    });
  });
  await exited;
  if (!importDoneAtKill && !importFinishedBeforeKill)
    throw new Error(`npm run import stopped on its own: ${out}`);

  const { server, admin } = await startCrashServer(site);
  try {
    return {
      kind: site.kind,
      importDoneAtKill,
      importFinishedBeforeKill,
      ...(await editThenUndo(admin, fileName, `Cli ${tag}`)),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await server.stop();
  }
}

export function cliCrashProblems(report: CliCrashReport): string[] {
  const problems = importProblems(report);
  if (report.batch && report.batch.source !== 'cli')
    problems.push(`the import shows as from ${report.batch.source}`);
  return problems;
}
