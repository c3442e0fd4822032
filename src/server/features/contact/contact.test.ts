import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions, emailOutbox } from '../../db/schema/index.js';
import { CAPTCHA_MESSAGES } from '../../platform/captcha.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';
import { expectError, newClientIp, postAsVisitor } from '../../test/visitor-requests.js';

// Proxy headers are trusted here so each test can be its own client for the rate limit.
const { app, database } = await createTestContext({
  TRUST_PROXY: 'true',
  CONTACT_EMAIL: 'team@bcslocal.test',
});
const db = database.db;

const MISSING = 'Please fill in all required fields.';

const valid = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(979) 555-0123',
  subject: 'Listing question',
  message: 'How do I add photos to my listing?',
};

const post = (body: unknown, ip?: string) => postAsVisitor(app, '/api/contact', body, ip);

async function submissionsFrom(email: string) {
  return db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
}

/** The newest contact notification in the outbox. */
async function latestNotification() {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'contact_received'))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}

function uniqueEmail(): string {
  return `visitor-${randomInt(1e9)}@example.com`;
}

describe('POST /api/contact', () => {
  it('stores the message with the client address and queues a notification', async () => {
    const email = uniqueEmail();
    const ip = newClientIp();
    const res = await post({ ...valid, email, captcha: await solveCaptcha(app) }, ip);
    expect(res.status).toBe(201);
    const { id } = await res.json();

    const [row] = await submissionsFrom(email);
    expect(row).toMatchObject({
      id,
      name: 'Maria Gonzalez',
      email,
      phone: '(979) 555-0123',
      subject: 'Listing question',
      message: 'How do I add photos to my listing?',
      status: 'unread',
      isArchived: false,
      ipAddress: ip,
    });

    const mail = await latestNotification();
    expect(mail).toMatchObject({
      toAddress: 'team@bcslocal.test',
      subject: 'New contact message: Listing question',
      status: 'pending',
    });
    expect(mail.textBody).toContain(`Email: ${email}`);
    expect(mail.textBody).toContain('How do I add photos to my listing?');
    expect(mail.htmlBody).toContain('How do I add photos to my listing?');
  });

  it('stores empty and blank optional fields as null', async () => {
    const email = uniqueEmail();
    const res = await post({
      ...valid,
      email,
      phone: '',
      subject: '   ',
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    const [row] = await submissionsFrom(email);
    expect(row.phone).toBeNull();
    expect(row.subject).toBeNull();
  });

  it('accepts a message without the optional fields at all', async () => {
    const email = uniqueEmail();
    const res = await post({
      name: 'Sam',
      email,
      message: 'Hello!',
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    const [row] = await submissionsFrom(email);
    expect(row).toMatchObject({ name: 'Sam', phone: null, subject: null, message: 'Hello!' });
  });

  it.each(['name', 'email', 'message'] as const)(
    'refuses a message without %s with the spec message and stores nothing',
    async (field) => {
      const email = uniqueEmail();
      const captcha = await solveCaptcha(app);
      await expectError(await post({ ...valid, email, [field]: undefined, captcha }), 400, MISSING);
      await expectError(await post({ ...valid, email, [field]: '   ', captcha }), 400, MISSING);
      expect(await submissionsFrom(email)).toEqual([]);
      // The refused request did not use up the solution.
      expect((await post({ ...valid, email, captcha })).status).toBe(201);
    },
  );

  it('answers an empty body with the spec message', async () => {
    await expectError(await post({}), 400, MISSING);
  });

  it.each([
    ['name', 'a'.repeat(101), 'Name must be no more than 100 characters long'],
    ['email', `${'a'.repeat(250)}@x.com`, 'Email must be no more than 254 characters long'],
    ['phone', '1'.repeat(31), 'Phone must be no more than 30 characters long'],
    ['subject', 's'.repeat(201), 'Subject must be no more than 200 characters long'],
    ['message', 'm'.repeat(5001), 'Message must be no more than 5000 characters long'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', 'call me', 'Please enter a valid phone number'],
  ])('refuses %s %# with the validator message', async (field, value, message) => {
    const res = await post({ ...valid, [field]: value, captcha: 'unused' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'validation', message, fields: { [field]: message } });
  });

  it('accepts every field at its maximum length', async () => {
    const email = `${'a'.repeat(240)}@example.com`;
    const res = await post({
      name: 'n'.repeat(100),
      email,
      phone: '9'.repeat(30),
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    expect(email).toHaveLength(252);
  });

  it('requires the human check and stores nothing without it', async () => {
    const email = uniqueEmail();
    await expectError(await post({ ...valid, email }), 400, 'Please complete the verification.');
    await expectError(
      await post({ ...valid, email, captcha: '' }),
      400,
      'Please complete the verification.',
    );
    await expectError(
      await post({ ...valid, email, captcha: 'not-a-solution' }),
      400,
      CAPTCHA_MESSAGES.invalid,
    );
    expect(await submissionsFrom(email)).toEqual([]);
  });

  it('refuses a replayed solution after the first message is stored', async () => {
    const email = uniqueEmail();
    const captcha = await solveCaptcha(app);
    expect((await post({ ...valid, email, captcha })).status).toBe(201);
    await expectError(await post({ ...valid, email, captcha }), 400, CAPTCHA_MESSAGES.replayed);
    expect(await submissionsFrom(email)).toHaveLength(1);
  });

  it('limits one client to five attempts in ten minutes, others unaffected', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 5; i++) {
      await expectError(await post({ ...valid }, ip), 400, 'Please complete the verification.');
    }
    const email = uniqueEmail();
    await expectError(
      await post({ ...valid, email, captcha: await solveCaptcha(app) }, ip),
      429,
      'Too many attempts. Please wait before trying again.',
    );
    expect(await submissionsFrom(email)).toEqual([]);
    expect((await post({ ...valid, email, captcha: await solveCaptcha(app) })).status).toBe(201);
  });

  it('stores HTML and SQL verbatim and escapes them in the notification', async () => {
    const email = uniqueEmail();
    const name = '<b>Bobby</b> "Tables"';
    const subject = "'); drop table contact_submissions; --";
    const message = '<script>alert("hi")</script>\nSee <img src=x onerror=alert(1)> & more';
    const res = await post({
      ...valid,
      name,
      email,
      subject,
      message,
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);

    const [row] = await submissionsFrom(email);
    expect(row).toMatchObject({ name, subject, message });

    const mail = await latestNotification();
    expect(mail.textBody).toContain(message);
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).not.toContain('<b>Bobby');
    expect(mail.htmlBody).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(mail.htmlBody).toContain('&lt;b&gt;Bobby&lt;/b&gt; &quot;Tables&quot;');
    expect(mail.subject).toBe(`New contact message: ${subject}`);
  });

  it('keeps a line break in the subject out of the e-mail headers', async () => {
    const res = await post({
      ...valid,
      email: uniqueEmail(),
      subject: 'Hello\r\nBcc: everyone@example.com',
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    const mail = await latestNotification();
    expect(mail.subject).toBe('New contact message: Hello Bcc: everyone@example.com');
  });
});
