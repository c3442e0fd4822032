/**
 * The server in Spanish (issue 28 point 2). Every e-mail to owners and applicants in
 * the reader's language: a claim or an application made from a Spanish browser is
 * answered in Spanish, and an account keeps the language it signed up in for every
 * later e-mail; English stays as it was. And the API's messages (errors, field errors,
 * outcomes) in the caller's language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from './db/schema/index.js';
import { runJobMaintenance } from './features/jobs/job-postings.service.js';
import { jobsTestSetup } from './features/jobs/jobs.test-setup.js';
import {
  accountLanguage,
  approveClaimOf,
  claimAs,
  claimBody,
  Device,
  errorOf,
  ownerWithBusiness,
} from './test/accounts.js';
import { solveCaptcha } from './test/captcha.js';
import { createJob, ensureCategories } from './test/factories.js';
import { mailsTo } from './test/outbox.js';

const { app, db, admin, apply, DAY } = await jobsTestSetup();
await ensureCategories(db);

const SPANISH_BROWSER = 'es-MX,es;q=0.9,en;q=0.8';

describe('e-mails in Spanish', () => {
  it("answers a claim made in Spanish in Spanish, and keeps Spanish for the account's later e-mails", async () => {
    const device = new Device(app);
    device.acceptLanguage = SPANISH_BROWSER;
    const claim = await claimAs(app, device, { businessName: 'Panadería Lupita' });
    expect(await accountLanguage(db, claim.ownerEmail)).toBe('es');

    const [received] = await mailsTo(db, claim.ownerEmail, 'claim_received');
    expect(received.subject).toBe('Recibimos su solicitud para reclamar Panadería Lupita');
    expect(received.text).toContain('Hola, Pat Owner:');
    expect(received.text).toContain('Gracias por reclamar Panadería Lupita en BCS Local.');
    expect(received.html).toContain('<html lang="es">');

    // Asked for from an English browser, the reset still reaches this account in Spanish.
    const reset = await new Device(app).post('/api/account/password/forgot', {
      email: claim.ownerEmail,
      captcha: await solveCaptcha(app),
    });
    expect(reset.status).toBe(200);
    const [resetMail] = await mailsTo(db, claim.ownerEmail, 'password_reset');
    expect(resetMail.subject).toBe('Restablezca su contraseña de BCS Local');

    const approved = await approveClaimOf(
      db,
      admin.device,
      claim.ownerEmail,
      'Verificado por teléfono',
    );
    expect(approved.status).toBe(200);
    const [approval] = await mailsTo(db, claim.ownerEmail, 'claim_approved');
    expect(approval.subject).toBe('Su solicitud para reclamar Panadería Lupita fue aprobada');
    expect(approval.text).toContain('Una nota de nuestro equipo: Verificado por teléfono');
  });

  it('keeps a claim from an English browser in English', async () => {
    const claim = await claimAs(app, new Device(app), { businessName: 'Brazos Bagels' });
    expect(await accountLanguage(db, claim.ownerEmail)).toBe('en');
    const [received] = await mailsTo(db, claim.ownerEmail, 'claim_received');
    expect(received.subject).toBe('We received your claim for Brazos Bagels');
    expect(received.text).toContain('Hello Pat Owner,');
    expect(received.html).toContain('<html lang="en">');
  });

  it("confirms an application made in Spanish in Spanish; the employer hears in the owner's language", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const job = await createJob(db, owner.business.id, {
      title: 'Cocinero',
      applicationMethod: 'email',
      applicationEmail: `hiring-${owner.business.id}@example.com`,
    });
    const device = new Device(app);
    device.acceptLanguage = SPANISH_BROWSER;
    const email = `solicitante-${owner.business.id}@example.com`;
    const res = await apply(job.id, { fullName: 'Lucía Pérez', email }, undefined, device);
    expect(res.status).toBe(201);

    const [confirmation] = await mailsTo(db, email, 'job_application_received');
    expect(confirmation.subject).toBe('Su solicitud para Cocinero');
    expect(confirmation.text).toContain('Hola, Lucía Pérez:');
    const [employer] = await mailsTo(
      db,
      `hiring-${owner.business.id}@example.com`,
      'job_application_employer',
    );
    expect(employer.subject).toBe('New application for Cocinero: Lucía Pérez');
  });

  it('writes the job expiry notice and the plan change to a Spanish owner in Spanish', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    await db.update(user).set({ language: 'es' }).where(eq(user.email, owner.email));
    const job = await createJob(db, owner.business.id, {
      title: 'Mesero',
      expiresAt: new Date(Date.now() + 3 * DAY),
    });
    await runJobMaintenance(db);
    const [notice] = await mailsTo(db, owner.email, 'job_expiring');
    expect(notice.subject).toBe('Su oferta de empleo «Mesero» vence pronto');
    expect(notice.text).toContain(job.expiresAt?.toISOString().slice(0, 10));

    const started = await owner.device.post('/api/payments/checkout', {
      plan: 'texas_gold',
      billingCycle: 'monthly',
    });
    expect(started.status).toBe(201);
    const { url } = (await started.json()) as { url: string };
    expect((await new Device(app).request(`${url}/pay`, { method: 'POST' })).status).toBe(303);
    const [planMail] = await mailsTo(db, owner.email, 'plan_changed');
    expect(planMail.subject).toBe('Su ficha en BCS Local ahora tiene el plan Texas Gold');
    expect(planMail.text).toContain('(antes: Silver)');
  });
});

describe("the API's messages in Spanish", () => {
  const spanish = () => {
    const device = new Device(app);
    device.acceptLanguage = SPANISH_BROWSER;
    return device;
  };

  it('answers an error in the caller’s language, with the same code', async () => {
    const search = '/api/businesses/search?category=';
    expect(await errorOf(await spanish().request(search))).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Elija una categoría o una ciudad para buscar.',
    });
    expect(await errorOf(await new Device(app).request(search))).toMatchObject({
      status: 400,
      message: 'Please select a category or city to search.',
    });
    expect(await errorOf(await spanish().request('/api/no-such-thing'))).toMatchObject({
      status: 404,
      message: 'No hay nada en esta dirección.',
    });
  });

  it('translates a message built from parts, and each field’s message', async () => {
    const res = await spanish().post('/api/account/claim', {
      ...claimBody({ businessName: '   ', ownerName: 'x'.repeat(300) }),
      captcha: await solveCaptcha(app),
    });
    const body = (await res.json()) as { error: { fields?: Record<string, string> } };
    expect(res.status).toBe(400);
    expect(Object.values(body.error.fields ?? {})).toEqual(
      expect.arrayContaining([expect.stringMatching(/^El campo «.+» es obligatorio$/)]),
    );
    expect(JSON.stringify(body)).not.toMatch(/ is required/);
  });

  it('answers what happened in the caller’s language', async () => {
    const res = await spanish().post('/api/account/claim', {
      ...claimBody(),
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: '¡Cuenta creada! Revise su correo para verificar su cuenta.',
    });
  });
});
