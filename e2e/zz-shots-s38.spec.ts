// Screenshots for the session notes (session 38: the site in Spanish); copied into e2e/ to run, never committed.
import { expect, test } from './fixtures';

const OUT = '/work/notes/shots/s38';
const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function shoot(page: import('@playwright/test').Page, name: string, fullPage = false) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/${name}-${size.name}.png`, fullPage });
  }
}

test('public pages in Spanish', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/es');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-home');
  await shoot(page, 'es-home-full', true);
  await page.goto('/es/listings?q=plomeros');
  await page.getByTestId('listings-count').waitFor();
  await shoot(page, 'es-listings');
  await page.goto('/es/business/drip-stoppers-plumbing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-profile');
  await shoot(page, 'es-profile-full', true);
  await page.goto('/es/jobs');
  await page.getByRole('article').first().waitFor();
  await shoot(page, 'es-jobs');
  await page.getByRole('article').first().getByRole('link', { name: /^Ver detalles/ }).click();
  await page.getByRole('button', { name: 'Postularse ahora' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, 'es-apply');
  await page.goto('/es/events');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-events');
  await page.goto('/es/pricing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-pricing', true);
  await page.goto('/es/city/bryan');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-city');
  await page.goto('/es/contact');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-contact');
  await page.goto('/es/business/login');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-login');
  await page.goto('/es/no-such-page');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-404');
  await page.goto('/es/terms-of-service');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'es-terms');
  // The phone menu with the switch.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/es-drawer-phone.png` });
});

test('the portal in Spanish', async ({ page, ownerOf }) => {
  test.setTimeout(120_000);
  await ownerOf({ name: 'Panadería La Espiga', plan: 'silver', category: 'Restaurants' });
  await page.goto('/es/business/portal');
  await page.getByRole('tab', { name: 'Perfil' }).waitFor();
  await shoot(page, 'es-portal');
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByRole('form').waitFor();
  await shoot(page, 'es-portal-edit');
  await page.keyboard.press('Escape');
  for (const tab of ['Fotos', 'Empleos', 'Estadísticas', 'Suscripción']) {
    await page.goto('/es/business/portal');
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(800);
    await shoot(page, `es-portal-${tab.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}`);
  }
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });
  test('sees the offer on an English page', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('complementary')).toBeVisible();
    await shoot(page, 'offer-on-english');
  });
});
