import { expect } from 'vitest';
import type { JobCard } from '#domain/jobs.js';
import type { Page } from '#domain/paging.js';
import { adminTestContext, Device } from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';

/**
 * What the job API test files share: their own database and app (call once per file,
 * at module level), a signed-in admin, dates around today, a posting's fields, and
 * helpers that read the board and apply.
 */
export async function jobsTestSetup() {
  const ctx = await adminTestContext();
  const { app, database, admin } = ctx;
  const { db } = database;
  const DAY = 24 * 60 * 60_000;
  const isoDay = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
  const tag = () => Math.random().toString(36).slice(2, 8);

  async function board(params: Record<string, string>) {
    const res = await new Device(app).request(`/api/jobs?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page<JobCard>;
  }

  const POSTING = {
    title: 'Line Cook',
    category: 'Hospitality',
    location: 'Bryan, TX',
    description: 'Cook breakfast and lunch for a busy diner.',
    requiredSkills: [' Knife skills ', '', 'Food safety'],
    customQuestions: ['Can you work weekends?'],
  };

  async function apply(
    jobId: string,
    application: Record<string, unknown>,
    resume?: { bytes: Buffer; name: string; type?: string },
    device = new Device(app),
  ) {
    const form = new FormData();
    form.append(
      'application',
      JSON.stringify({
        fullName: 'Riley Applicant',
        email: 'riley@example.com',
        captcha: await solveCaptcha(app),
        ...application,
      }),
    );
    if (resume) {
      form.append(
        'resume',
        new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? 'application/pdf' }),
        resume.name,
      );
    }
    return device.upload(`/api/jobs/${jobId}/applications`, form);
  }

  const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return { ctx, app, database, db, admin, DAY, isoDay, tag, board, POSTING, apply, PDF };
}
