import { randomBytes } from 'node:crypto';
import { passHumanCheck } from './accounts';
import { seriousProblems } from './axe';
import { expect, test } from './fixtures';

/** A demo plumber that speaks Spanish and wrote its description in Spanish too. */
const PLUMBER = {
  name: 'Drip Stoppers Plumbing',
  es: 'Fugas, calentadores y drenajes, el mismo día.',
};

test('a visitor switches a profile to Spanish, stays on it, and finds plumbers in Spanish', async ({
  page,
}) => {
  await page.goto('/listings?q=drip%20stoppers');
  await page.getByRole('link', { name: new RegExp(PLUMBER.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PLUMBER.name })).toBeVisible();
  const profilePath = new URL(page.url()).pathname;

  // The switch keeps the page: the same profile, now in Spanish, its own description first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/es${profilePath}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: PLUMBER.name })).toBeVisible();
  await expect(page.getByText(PLUMBER.es)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  // Links stay Spanish: the listings, searched in Spanish, with the Spanish filter.
  await page.goto('/es/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Fichas de negocios' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Buscar negocios' });
  await box.fill('plomeros');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/es\/listings\?.*q=plomeros/);
  await expect(page.getByRole('link', { name: new RegExp(PLUMBER.name) })).toBeVisible();
  const filter = page.getByRole('checkbox', { name: 'Se habla español' });
  await filter.click();
  await expect(page).toHaveURL(/[?&]spanish=1/);
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(PLUMBER.name) })).toBeVisible();
  for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/es\/business\//);
  }
  expect(await seriousProblems(page)).toEqual([]);

  // The choice is remembered: an English address brings the Spanish page.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/es\/about$/);
});

test('a visitor applies for a bilingual job in Spanish and gets the confirmation in Spanish', async ({
  page,
  latestMail,
}) => {
  const email = `solicitante-${randomBytes(3).toString('hex')}@example.com`;
  await page.goto('/es/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Bilingüe (inglés/español)' }).check();
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/es\/jobs\?.*bilingual=1/);
  const card = page.getByRole('article', { name: 'Bartender' });
  await expect(card).toContainText('Bilingüe (inglés/español)');
  await card.getByRole('link', { name: 'Ver detalles: Bartender' }).click();
  await expect(page).toHaveURL(/\/es\/jobs\/[0-9a-f-]+$/);
  expect(await seriousProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Postularse ahora' }).click();
  const apply = page.getByRole('dialog', { name: 'Postularse para Bartender' });
  await passHumanCheck(page);
  // The browser's own checks speak Spanish too.
  await apply.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(apply.getByText('El campo «Nombre completo» es obligatorio')).toBeVisible();
  await apply.getByLabel(/^Nombre completo/).fill('Ana Martínez');
  await apply.getByLabel(/^Correo/).fill(email);
  await apply.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Su solicitud fue enviada.')).toBeVisible();

  const mail = await latestMail(email, 'job_application_received');
  expect(mail.subject).toBe('Su solicitud para Bartender');
  expect(mail.text).toContain('Recibimos su solicitud para Bartender');
});

test('an owner uses the portal in Spanish and sends a Spanish description for approval', async ({
  page,
  ownerOf,
}) => {
  const name = `Panadería Prueba ${randomBytes(3).toString('hex')}`;
  await ownerOf({ name, plan: 'silver', category: 'Restaurants' });

  await page.goto('/es/business/portal');
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const form = page.getByRole('form', { name: 'Editar el perfil del negocio' });
  const description = 'Pan dulce y conchas recién horneadas cada mañana.';
  await form.getByLabel(/^Descripción en español/).fill(description);
  await form.getByRole('button', { name: 'Enviar cambios' }).click();
  await expect(page.getByText('Cambios enviados', { exact: true })).toBeVisible();
  const pending = page.getByRole('region', { name: 'Cambios en espera de aprobación' });
  await expect(
    pending.getByRole('listitem').filter({ hasText: 'Descripción en español' }),
  ).toContainText(description);
});

/**
 * Spanish content of a listing (issue 28 point 5): an owner marks 'Se habla español'
 * on the Profile tab, and a visitor finds the business with the listings' filter and
 * sees the mark on its profile, in Spanish (lang=es).
 */
test("an owner marks 'Se habla español'; visitors filter by it and see it on the profile", async ({
  page,
  ownerOf,
}) => {
  const name = `Taller Hablado ${randomBytes(3).toString('hex')}`;
  const { business } = await ownerOf({ name, plan: 'silver', category: 'Auto Mechanic' });

  await page.goto('/business/portal');
  const mark = page.getByRole('checkbox', { name: 'Se habla español' });
  await expect(mark).not.toBeChecked();
  await mark.check();
  await expect(page.getByText('Your listing now shows Se habla español.')).toBeVisible();
  await expect(mark).toBeChecked();

  await page.goto(`/listings?q=${encodeURIComponent(name)}`);
  const filter = page.getByRole('checkbox', { name: 'Se habla español' });
  // The box follows the address, which the click changes.
  await filter.click();
  await expect(page).toHaveURL(/[?&]spanish=1/);
  await expect(filter).toBeChecked();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/business/${business.slug}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.locator('span[lang="es"]', { hasText: 'Se habla español' })).toBeVisible();
});

test.describe('a browser whose own language is Spanish, on the English pages', () => {
  test.use({ locale: 'es-MX' });

  test('is offered the same page in Spanish and taken there', async ({ page }) => {
    await page.goto('/events?x=1');
    const offer = page.getByRole('complementary', { name: 'Esta página también está en español.' });
    await offer.getByRole('button', { name: 'Verla en español' }).click();
    await expect(page).toHaveURL(/\/es\/events\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('complementary', { name: /también está en español/ })).toHaveCount(
      0,
    );
  });

  test("is answered in the page's English, not the browser's Spanish", async ({ page }) => {
    await page.goto('/business/login');
    // A first visit is offered the Spanish page, in Spanish; declining keeps English.
    const offer = page.getByRole('complementary', { name: 'Esta página también está en español.' });
    await expect(offer.getByRole('button', { name: 'Verla en español' })).toBeVisible();
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`nobody-${randomBytes(3).toString('hex')}@example.com`);
    await page.getByLabel(/^Password/).fill('Wrong&Pass1');
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
  });
});
