/**
 * The language switch's endpoint (PUT /api/account/language, issue 28): it remembers a
 * visitor's choice in the `lang` cookie and a signed-in user's as the language of
 * their e-mails; and the links in an e-mail lead to the pages in the e-mail's language.
 */
import { describe, expect, it } from 'vitest';
import {
  accountLanguage,
  approveClaimOf,
  claimAs,
  Device,
  signedInAdmin,
  signedInOwner,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { ensureCategories } from '../../test/factories.js';
import { newestMailTo } from '../../test/outbox.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const db = database.db;
// A claim's approval makes a listing in the claimed category.
await ensureCategories(db);
const PUBLIC_URL = 'http://localhost:3000';
const SPANISH_BROWSER = 'es-MX,es;q=0.9,en;q=0.8';

function chooseLanguage(device: Device, language: unknown) {
  return device.request('/api/account/language', { method: 'PUT', json: { language } });
}

/** The site's page addresses in an e-mail's text. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));

describe('PUT /api/account/language', () => {
  it('answers 204 and remembers the choice in the lang cookie, for the whole site', async () => {
    const res = await chooseLanguage(new Device(app), 'es');
    expect(res.status).toBe(204);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^lang=es;/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).toMatch(/; Max-Age=31536000(;|$)/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Back to English the same way.
    const back = await chooseLanguage(new Device(app), 'en');
    expect(back.headers.getSetCookie()[0]).toMatch(/^lang=en;/);
  });

  it("stores a signed-in owner's choice, so their next e-mails come in Spanish", async () => {
    const owner = await signedInOwner(app);
    expect(await accountLanguage(db, owner.email)).toBe('en');
    expect((await chooseLanguage(owner.device, 'es')).status).toBe(204);
    expect(await accountLanguage(db, owner.email)).toBe('es');

    // A reset asked for from another (English) browser: Spanish, linking to the Spanish page.
    const forgot = await new Device(app).post('/api/account/password/forgot', {
      email: owner.email,
      captcha: await solveCaptcha(app),
    });
    expect(forgot.status).toBe(200);
    const reset = await newestMailTo(db, owner.email, 'password_reset');
    expect(reset.subject).toBe('Restablezca su contraseña de BCS Local');
    const [link] = linksIn(reset.text);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/es/business/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9]{32}$/);

    // And the approval of their claim.
    const admin = await signedInAdmin(app, ctx);
    const approved = await approveClaimOf(db, admin.device, owner.email);
    expect(approved.status).toBe(200);
    const approval = await newestMailTo(db, owner.email, 'claim_approved');
    expect(approval.subject).toMatch(/^Su solicitud para reclamar .+ fue aprobada$/);
    expect(linksIn(approval.text).map((url) => url.href)).toContain(
      `${PUBLIC_URL}/es/business/login`,
    );
    expect(approval.html).toContain(`href="${PUBLIC_URL}/es/business/login"`);
  });

  it('changes no account for a signed-out visitor', async () => {
    const owner = await signedInOwner(app);
    const stranger = new Device(app);
    expect((await chooseLanguage(stranger, 'es')).status).toBe(204);
    expect(await accountLanguage(db, owner.email)).toBe('en');
  });

  it('refuses a language the site does not have, with the field error', async () => {
    for (const body of [{ language: 'fr' }, {}]) {
      const res = await new Device(app).request('/api/account/language', {
        method: 'PUT',
        json: body,
      });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as {
        error: { code: string; fields?: Record<string, string> };
      };
      expect(error.code).toBe('validation');
      expect(Object.keys(error.fields ?? {})).toEqual(['language']);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('the links in an e-mail', () => {
  it('lead to the Spanish pages when the e-mail is in Spanish', async () => {
    const device = new Device(app);
    device.acceptLanguage = SPANISH_BROWSER;
    const claim = await claimAs(app, device);
    const received = await newestMailTo(db, claim.ownerEmail, 'claim_received');
    expect(received.subject).toMatch(/^Recibimos su solicitud/);
    expect(linksIn(received.text).map((url) => url.href)).toEqual([
      `${PUBLIC_URL}/es/business/login`,
    ]);
    expect(received.html).toContain(`href="${PUBLIC_URL}/es/business/login"`);
  });

  it('stay on the English pages when the e-mail is in English', async () => {
    const claim = await claimAs(app, new Device(app));
    const received = await newestMailTo(db, claim.ownerEmail, 'claim_received');
    expect(linksIn(received.text).map((url) => url.href)).toEqual([`${PUBLIC_URL}/business/login`]);
  });

  it("send an existing account's second claim to the pages in the claimant's language", async () => {
    const first = await claimAs(app, new Device(app));
    const device = new Device(app);
    device.acceptLanguage = SPANISH_BROWSER;
    await claimAs(app, device, { ownerEmail: first.ownerEmail });
    const again = await newestMailTo(db, first.ownerEmail, 'claim_existing_account');
    expect(again).toBeDefined();
    expect(linksIn(again.text).map((url) => url.pathname)).toEqual([
      '/es/business/login',
      '/es/contact',
    ]);
  });
});
