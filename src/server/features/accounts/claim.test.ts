import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  claimAs,
  claimBody,
  claimedOwner,
  Device,
  errorOf,
  STRONG_PASSWORD,
  signInAs,
  uniqueEmail,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();

async function rowsFor(email: string) {
  const users = await queryRows<{ id: string; user_type: string; name: string }>(
    database.db,
    sql`select id, user_type, name from users where email = ${email}`,
  );
  const claims = await queryRows<{
    change_type: string;
    status: string;
    new_data: Record<string, unknown>;
    business_owner_id: string;
    business_id: string | null;
  }>(
    database.db,
    sql`select cr.change_type, cr.status, cr.new_data, cr.business_owner_id, cr.business_id
        from change_requests cr where cr.new_data->>'owner_email' = ${email}`,
  );
  const owners = await queryRows<{
    auth_user_id: string;
    business_id: string | null;
    is_verified: boolean;
    phone: string;
  }>(
    database.db,
    sql`select auth_user_id, business_id, is_verified, phone from business_owners where email = ${email}`,
  );
  const mail = await queryRows<{
    kind: string;
    subject: string;
    text_body: string;
    html_body: string;
  }>(
    database.db,
    sql`select kind, subject, text_body, html_body from email_outbox where to_address = ${email} order by id`,
  );
  return { users, claims, owners, mail };
}

describe('POST /api/account/claim: creating the account and the pending claim', () => {
  it("creates a business owner's account and a pending business_claim with no password in it", async () => {
    const device = new Device(app);
    const res = await device.post('/api/account/claim', {
      ...claimBody({ ownerEmail: 'Casey.Owner@Example.com', businessName: 'Casey Cuts' }),
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: 'Account created successfully! Please check your email to verify your account.',
    });
    const email = 'casey.owner@example.com';
    const { users, claims, owners, mail } = await rowsFor(email);
    expect(users).toEqual([
      { id: expect.any(String), user_type: 'business_owner', name: 'Pat Owner' },
    ]);
    expect(owners).toEqual([
      { auth_user_id: users[0].id, business_id: null, is_verified: false, phone: '979-555-0102' },
    ]);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      change_type: 'business_claim',
      status: 'pending',
      business_id: null,
    });
    expect(claims[0].new_data).toEqual({
      business_name: 'Casey Cuts',
      business_category: 'Restaurants',
      business_address: '101 Main St',
      business_city: 'Bryan',
      business_state: 'TX',
      business_zip: '77801',
      business_phone: '(979) 555-0101',
      business_email: 'hello@aggielandbakery.example',
      business_website: 'https://aggielandbakery.example',
      business_description: null,
      additional_message: 'We have been on Main Street since 1999.',
      owner_name: 'Pat Owner',
      owner_email: email,
      owner_phone: '979-555-0102',
      submission_timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(Object.keys(claims[0].new_data)).not.toContain('owner_password');
    expect(JSON.stringify(claims[0].new_data)).not.toContain(STRONG_PASSWORD);

    // The password is stored only as the library's hash.
    const [account] = await queryRows<{ provider_id: string; password: string }>(
      database.db,
      sql`select provider_id, password from accounts where user_id = ${users[0].id}`,
    );
    expect(account.provider_id).toBe('credential');
    expect(account.password).not.toContain(STRONG_PASSWORD);
    expect(account.password.length).toBeGreaterThan(40);

    expect(mail.map((m) => m.kind)).toEqual(['claim_received']);
    expect(mail[0].text_body).toContain('Casey Cuts');
    expect(mail[0].html_body).toContain('<h1');
  });

  it('takes empty optional fields as null, as the form sends them', async () => {
    const body = claimBody({ address: null, website: null, message: '' });
    const res = await new Device(app).post('/api/account/claim', {
      ...body,
      description: null,
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    const { claims } = await rowsFor(body.ownerEmail);
    expect(claims[0].new_data).toMatchObject({
      business_address: null,
      business_website: null,
      business_description: null,
      additional_message: null,
    });
  });

  it('writes no password anywhere: claim, security log, outbox or logs', async () => {
    const ctx = await createTestContext();
    const password = 'Un1que&Secret';
    await claimAs(ctx.app, new Device(ctx.app), { password, confirmPassword: password });
    const dump = await queryRows<{ t: string }>(
      ctx.database.db,
      sql`select (select coalesce(json_agg(c), '[]') from change_requests c)::text
             || (select coalesce(json_agg(e), '[]') from security_events e)::text
             || (select coalesce(json_agg(o), '[]') from email_outbox o)::text as t`,
    );
    expect(dump[0].t).toContain('auth_claim_submitted');
    expect(dump[0].t).not.toContain(password);
    expect(JSON.stringify(ctx.logs)).not.toContain(password);
  });

  it('the new owner signs in at once and has no business yet', async () => {
    const { device, email } = await claimedOwner(app);
    const signIn = await signInAs(app, device, { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const me = await device.request('/api/portal/me');
    expect(await me.json()).toEqual({
      owner: { fullName: 'Pat Owner', email, phone: '979-555-0102' },
      business: null,
      pendingChange: null,
    });
  });

  it('ignores a user_type or role sent by the client: the account is a business owner', async () => {
    const device = new Device(app);
    const body = claimBody();
    const res = await device.post('/api/account/claim', {
      ...body,
      userType: 'admin',
      user_type: 'admin',
      role: 'admin',
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    const { users } = await rowsFor(body.ownerEmail);
    expect(users[0].user_type).toBe('business_owner');
    const admin = await signInAs(app, device, {
      email: body.ownerEmail,
      password: STRONG_PASSWORD,
      portal: 'admin',
    });
    expect(admin.status).toBe(403);
  });

  it('answers a claim with a known e-mail exactly like a new one, e-mails the owner and makes no second account', async () => {
    const device = new Device(app);
    const first = await claimAs(app, device);
    const again = await new Device(app).post('/api/account/claim', {
      ...claimBody({
        ownerEmail: first.ownerEmail,
        businessName: 'Second Shop',
        password: 'An0ther&Pass',
        confirmPassword: 'An0ther&Pass',
      }),
      captcha: await solveCaptcha(app),
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({
      message: 'Account created successfully! Please check your email to verify your account.',
    });
    const { users, claims, mail } = await rowsFor(first.ownerEmail);
    expect(users).toHaveLength(1);
    expect(claims).toHaveLength(1);
    expect(mail.map((m) => m.kind)).toEqual(['claim_received', 'claim_existing_account']);
    // The original password still works; the second one was never set.
    expect(
      (await signInAs(app, new Device(app), { email: first.ownerEmail, password: 'An0ther&Pass' }))
        .status,
    ).toBe(401);
  });
});

describe('claim validation (spec 001 section 5 and the generic validator)', () => {
  const required: [keyof ReturnType<typeof claimBody>, string][] = [
    ['businessName', 'Business Name is required'],
    ['category', 'Category is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zip', 'ZIP Code is required'],
    ['businessPhone', 'Business Phone is required'],
    ['businessEmail', 'Business Email is required'],
    ['ownerName', 'Full Name is required'],
    ['ownerEmail', 'Email is required'],
    ['ownerPhone', 'Phone is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm Password is required'],
  ];
  for (const [field, message] of required) {
    it(`answers '${message}' when ${field} is missing`, async () => {
      const body: Record<string, unknown> = claimBody();
      delete body[field];
      const res = await new Device(app).post('/api/account/claim', body);
      expect(await errorOf(res)).toMatchObject({ status: 400, message });
    });
  }

  const invalid: [string, Record<string, unknown>, string][] = [
    ['passwords that differ', { confirmPassword: 'Str0ng&Saff' }, 'Passwords do not match.'],
    [
      'a short password',
      { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' },
      'Password must be at least 8 characters long.',
    ],
    [
      'a password without a capital',
      { password: 'str0ng&safe', confirmPassword: 'str0ng&safe' },
      'Password must contain at least one uppercase letter',
    ],
    [
      'a password without a special character',
      { password: 'Str0ngSafe', confirmPassword: 'Str0ngSafe' },
      'Password must contain at least one special character (@$!%*?&)',
    ],
    [
      'a 10 KB password',
      { password: `Aa1!${'y'.repeat(10_240)}`, confirmPassword: 'x' },
      'Password must be no more than 128 characters long',
    ],
    ['a category not in the list', { category: 'Dragons' }, 'Category is required'],
    ['a malformed owner e-mail', { ownerEmail: 'owner@' }, 'Please enter a valid email address'],
    [
      'a look-alike owner e-mail',
      { ownerEmail: 'оwner@example.com' },
      'Please enter a valid email address',
    ],
    ['a short phone', { businessPhone: '555-0101' }, 'Please enter a valid phone number'],
    ['letters in the ZIP', { zip: 'ABCDE' }, 'ZIP Code format is invalid'],
    ['a website that is no address', { website: 'not a site' }, 'Website format is invalid'],
  ];
  for (const [name, overrides, message] of invalid) {
    it(`answers '${message}' for ${name}`, async () => {
      const res = await new Device(app).post('/api/account/claim', {
        ...claimBody(),
        ...overrides,
      });
      expect(await errorOf(res)).toMatchObject({ status: 400, message });
    });
  }

  it("answers 'Please complete the verification.' without the human check and creates nothing", async () => {
    const body = claimBody();
    const res = await new Device(app).post('/api/account/claim', body);
    expect(await errorOf(res)).toMatchObject({
      status: 400,
      message: 'Please complete the verification.',
    });
    const { users, claims } = await rowsFor(body.ownerEmail);
    expect(users).toEqual([]);
    expect(claims).toEqual([]);
  });

  it('limits claims per address: the 4th inside the hour gets 429', async () => {
    const device = new Device(app);
    for (let i = 0; i < 3; i++) await claimAs(app, device);
    const res = await device.post('/api/account/claim', {
      ...claimBody({ ownerEmail: uniqueEmail() }),
      captcha: await solveCaptcha(app),
    });
    expect(await errorOf(res)).toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait before trying again.',
    });
  });
});
