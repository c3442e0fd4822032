/**
 * U+0000 in a request (issue 30 point 2): PostgreSQL's text cannot hold it, and a
 * string with one reached a query and failed it with a 500 on the contact form, the
 * admin's new listing, a session's and a test checkout's path (now a 404: such an id
 * names nothing), and a job application.
 * Half of a UTF-16 pair (`"\udfff"` in JSON) failed the same way where a value is
 * kept as jsonb (the audit row of an admin's new listing). Found by the write
 * endpoints' fuzz (fuzz-writes.test.ts); each is now a 400 naming the field, and
 * nothing is written.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { NUL_MESSAGE, UNPAIRED_MESSAGE } from './platform/validate.js';
import { Device, ownerWithBusiness, signedInAdmin } from './test/accounts.js';
import { solveCaptcha } from './test/captcha.js';
import { createBusiness, createJob } from './test/factories.js';
import { createTestContext } from './test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const admin = await signedInAdmin(app, ctx);
const owner = await ownerWithBusiness(app, database.db);

async function count(table: 'contact_submissions' | 'businesses' | 'job_applications') {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row.n;
}

async function refusal(res: Response) {
  return { status: res.status, error: ((await res.json()) as { error: object }).error };
}

describe('a NUL character', () => {
  it('in a JSON field is refused with 400 naming the field, in the caller’s language', async () => {
    const before = await count('contact_submissions');
    const body = {
      name: 'Pat Visitor',
      email: 'pat@example.com',
      message: 'Hello\u0000there',
      captcha: await solveCaptcha(app),
    };
    const res = await new Device(app).post('/api/contact', body);
    expect(await refusal(res)).toMatchObject({
      status: 400,
      error: { code: 'validation', message: NUL_MESSAGE, fields: { message: NUL_MESSAGE } },
    });
    const spanish = new Device(app);
    spanish.acceptLanguage = 'es';
    const inSpanish = await spanish.post('/api/contact', {
      ...body,
      captcha: await solveCaptcha(app),
    });
    expect((await refusal(inSpanish)).error).toMatchObject({
      message: 'El texto no puede contener el carácter NUL.',
    });
    expect(await count('contact_submissions')).toBe(before);
  });

  it('in an admin’s new listing is refused, and no listing is made', async () => {
    const before = await count('businesses');
    const res = await admin.device.post('/api/admin/businesses', {
      name: 'Kolache\u0000Corner',
      category: 'Restaurants',
      city: 'Bryan',
    });
    expect(await refusal(res)).toMatchObject({
      status: 400,
      error: { fields: { name: NUL_MESSAGE } },
    });
    expect(await count('businesses')).toBe(before);
  });

  it('in a path parameter names nothing: 404 in the route’s words, like any unknown id', async () => {
    const revoke = await owner.device.request('/api/account/sessions/%00', { method: 'DELETE' });
    expect(await refusal(revoke)).toMatchObject({
      status: 404,
      error: { code: 'not_found', message: 'Session not found' },
    });
    for (const id of ['%00', 'a%00b', '%ED%A0%80']) {
      const pay = await new Device(app).post(`/api/payments/test-checkout/${id}/pay`);
      expect(pay.status).toBe(404);
      const result = await owner.device.request(`/api/payments/checkout/${id}`);
      expect(result.status).toBe(404);
    }
  });

  it('in a multipart form (a job application’s JSON, a file name) is refused', async () => {
    const business = await createBusiness(database.db, { plan: 'silver' });
    const job = await createJob(database.db, business.id);
    const before = await count('job_applications');
    const form = new FormData();
    form.set(
      'application',
      JSON.stringify({
        fullName: 'Pat\u0000Applicant',
        email: 'pat@example.com',
        captcha: await solveCaptcha(app),
      }),
    );
    const apply = await new Device(app).upload(`/api/jobs/${job.id}/applications`, form);
    expect(await refusal(apply)).toMatchObject({
      status: 400,
      error: { fields: { fullName: NUL_MESSAGE } },
    });
    expect(await count('job_applications')).toBe(before);

    const photo = new FormData();
    photo.set(
      'photo',
      new File([new Uint8Array([1, 2, 3])], 'shop\u0000.png', { type: 'image/png' }),
    );
    const upload = await owner.device.upload('/api/portal/photos', photo);
    expect(await refusal(upload)).toMatchObject({ status: 400, error: { message: NUL_MESSAGE } });
  });

  it('and half of a Unicode pair in a JSON field are refused the same way', async () => {
    const before = await count('businesses');
    for (const zipCode of ['lone \udfff low', '\ud800', 'x\ud83d']) {
      const res = await admin.device.post('/api/admin/businesses', {
        name: 'Kolache Corner',
        category: 'Restaurants',
        city: 'Bryan',
        zipCode,
      });
      expect(await refusal(res)).toMatchObject({
        status: 400,
        error: { message: UNPAIRED_MESSAGE, fields: { zipCode: UNPAIRED_MESSAGE } },
      });
    }
    // A whole pair is a character like any other.
    const emoji = await admin.device.post('/api/admin/businesses', {
      name: 'Kolache Corner \ud83e\udd50',
      category: 'Restaurants',
      city: 'Bryan',
    });
    expect(emoji.status).toBe(201);
    expect(await count('businesses')).toBe(before + 1);
  });
});
