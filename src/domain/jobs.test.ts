import { describe, expect, it } from 'vitest';
import { jobApplicationSchema, jobPostingSchema } from './job-schemas.js';
import { canTransition, isJobOpen, JOB_STATUSES, resumeDownloadName, salaryText } from './jobs.js';

describe('the job status transitions of spec 001 section 4', () => {
  it('allows exactly the moves the spec names, by the role it names', () => {
    const allowed: string[] = [];
    for (const from of JOB_STATUSES) {
      for (const to of JOB_STATUSES) {
        for (const by of ['owner', 'admin'] as const) {
          if (canTransition(from, to, by)) allowed.push(`${by}: ${from} -> ${to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'admin: pending -> approved',
        'admin: pending -> rejected',
        'admin: approved -> paused',
        'admin: approved -> archived',
        'admin: paused -> approved',
        'admin: paused -> archived',
        'owner: approved -> paused',
        'owner: paused -> approved',
        'owner: approved -> filled',
        'owner: paused -> filled',
      ].sort(),
    );
  });
});

describe('salary line', () => {
  it('follows the spec: display text, range, minimum, or not specified per view', () => {
    const none = { salaryMin: null, salaryMax: null, salaryDisplay: null };
    expect(salaryText({ ...none, salaryDisplay: '$15/hour + tips' })).toBe('$15/hour + tips');
    expect(salaryText({ ...none, salaryMin: 45000, salaryMax: 60000 })).toBe('$45,000 - $60,000');
    expect(salaryText({ ...none, salaryMin: 45000 })).toBe('$45,000+');
    expect(salaryText(none)).toBe('Salary not specified');
    expect(salaryText(none, 'admin')).toBe('Not specified');
  });
});

describe('open jobs', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('are approved, before their expiry, and on or before their deadline day', () => {
    const job = { status: 'approved', applicationDeadline: null, expiresAt: null };
    expect(isJobOpen(job, now)).toBe(true);
    expect(isJobOpen({ ...job, status: 'paused' }, now)).toBe(false);
    expect(isJobOpen({ ...job, applicationDeadline: '2026-11-23' }, now)).toBe(true);
    expect(isJobOpen({ ...job, applicationDeadline: '2026-11-22' }, now)).toBe(false);
    expect(isJobOpen({ ...job, expiresAt: '2026-11-23T11:59:59Z' }, now)).toBe(false);
  });
});

describe('job posting form', () => {
  const base = { title: 'Cook', category: 'Hospitality', location: 'Bryan', description: 'Cook.' };
  it('defaults the type and method, parses salaries as integers and omits empty values', () => {
    const job = jobPostingSchema.parse({
      ...base,
      salaryMin: '30000',
      salaryMax: '',
      expiresAt: '',
    });
    expect(job).toMatchObject({
      jobType: 'full_time',
      applicationMethod: 'on_site',
      salaryMin: 30000,
      salaryMax: null,
      expiresAt: null,
    });
  });
  it('takes the application form as a browser sends it: empty selects are not answers', () => {
    const application = jobApplicationSchema.parse({
      fullName: 'Riley',
      email: 'Riley@Example.com',
      yearsExperience: '',
      availability: '',
      linkedinProfile: '',
    });
    expect(application).toMatchObject({
      email: 'riley@example.com',
      yearsExperience: null,
      availability: null,
      linkedinProfile: null,
    });
    expect(
      jobApplicationSchema.safeParse({ fullName: 'R', email: 'r@x.io', availability: 'someday' })
        .success,
    ).toBe(false);
  });

  it('names the resume after the applicant', () => {
    expect(resumeDownloadName('Ana María López', 'pdf')).toBe('Ana_Mara_Lpez_resume.pdf');
    expect(resumeDownloadName('Pat Lee', 'docx')).toBe('Pat_Lee_resume.docx');
  });
});
