import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { Device } from './accounts.js';
import { solveCaptcha } from './captcha.js';
import { pictureOf } from './images.js';
import type { HttpApp, ServerProcess } from './server-process.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const APPLICATIONS_IN_FLIGHT = 4;
/** The numbers (30 point 3): 50 job applications with resumes and 50 photo uploads. */
export const BURST_APPLICATIONS = 50;
export const BURST_PHOTOS = 50;
/** What the clean-up counts as old enough to be an orphan, and some. */
const BACKDATE_MS = 2 * 60 * 60_000;

/**
 * Until `stopped()` or all are sent: BURST_APPLICATIONS applications sent by a few
 * clients at once, each from a new address, and BURST_PHOTOS photos an admin uploads
 * to the job's business one after the other.
 */
export function workBurst(
  app: HttpApp,
  admin: Device,
  job: { id: string; businessId: string },
  tag: string,
  stopped: () => boolean,
) {
  const answered: string[] = [];
  const photos: string[] = [];
  let sent = 0;
  let photosSent = 0;
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
    photosSent++;
    const form = new FormData();
    form.append('businessId', job.businessId);
    form.append('photo', new Blob([new Uint8Array(await picture)], { type: 'image/png' }), 'p.png');
    const res = await admin.upload('/api/admin/photos', form);
    if (res.status !== 201) throw new Error(`a photo upload answered ${res.status}`);
    photos.push(((await res.json()) as { photo: { id: string } }).photo.id);
  };
  const worker = (one: () => Promise<void>, more: () => boolean) => async () => {
    while (!stopped() && !failure && more()) {
      try {
        await one();
      } catch (error) {
        // After the kill, a request in flight fails: that is the point.
        if (!stopped()) failure = error;
      }
    }
  };
  const done = Promise.all([
    ...Array.from(
      { length: APPLICATIONS_IN_FLIGHT },
      worker(apply, () => sent < BURST_APPLICATIONS),
    ),
    worker(upload, () => photosSent < BURST_PHOTOS)(),
  ]);
  return {
    answered,
    photos,
    sent: () => sent,
    photosSent: () => photosSent,
    failure: () => failure,
    done,
  };
}

export function filesUnder(dir: string): string[] {
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
export function backdateFiles(dataDir: string) {
  const then = new Date(Date.now() - BACKDATE_MS);
  for (const area of ['private', 'uploads']) {
    for (const path of filesUnder(join(dataDir, area)))
      utimesSync(join(dataDir, area, path), then, then);
  }
}

export async function waitForMaintenance(server: ServerProcess) {
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
