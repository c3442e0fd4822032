import type { Page } from '@playwright/test';
import { expect, expectPath, test } from './fixtures';

/**
 * The app shell: every route of the map renders its screen (not the 404 page), the
 * 404 page, header and footer links, the phone drawer, and scroll-to-top on navigation.
 * The shared fixture fails any test that logs a console error.
 */

async function expectNotFoundPageAbsent(page: Page) {
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  await expect(page.getByText('404', { exact: true })).toHaveCount(0);
}

// The profile of an unknown id will read 'Business Not Found'; the placeholder reads 'Business Profile'.
const PROFILE_HEADING = /Business Profile|Business Not Found/;

/** Every route of the spec's map, with both members of each alias pair. */
const ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Discover Local Businesses Near You' },
  { path: '/about', heading: 'About BCS Local' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/listings', heading: 'Business Listings' },
  { path: '/businesses', heading: 'Business Listings' },
  { path: '/business/0b7c5a4e-2f1d-4c3b-9a8e-6d5f4c3b2a19', heading: PROFILE_HEADING },
  { path: '/business/some-slug', heading: PROFILE_HEADING },
  // Name matching is case-insensitive: 'college-station' reads 'College Station'.
  { path: '/city/college-station', heading: 'Businesses in college station' },
  { path: '/jobs', heading: 'Find Your Next Opportunity' },
  { path: '/post-job', heading: 'Post a Job' },
  { path: '/events', heading: 'Upcoming Local Events' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/pricing/success?session_id=cs_test_123', heading: 'Payment Successful' },
  { path: '/pricing/cancel', heading: 'Payment Cancelled' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/business-login', heading: 'Business Login' },
  { path: '/business/login', heading: 'Business Login' },
  { path: '/admin-login', heading: 'Admin Login' },
  { path: '/admin/login', heading: 'Admin Login' },
  // Signed-out visitors may be sent on to the matching login page; either way, not the 404 page.
  { path: '/business-portal', heading: /Business Portal|Business Login/ },
  { path: '/business/portal', heading: /Business Portal|Business Login/ },
  { path: '/admin-dashboard', heading: /Admin Dashboard|Admin Login/ },
  { path: '/admin/dashboard', heading: /Admin Dashboard|Admin Login/ },
  { path: '/import-businesses', heading: /Import Business Listings|Admin Login/ },
];

test.describe('route map', () => {
  // One visitor walks the whole map (a step per route), as a crawler would: a page
  // per route would spend most of its time opening browser contexts.
  test('every route of the map renders its screen', async ({ page }) => {
    test.slow();
    for (const route of ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectNotFoundPageAbsent(page);
      });
    }
  });

  test('an unknown path shows the 404 page, whose link returns home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectPath(page, '/');
    await expect(
      page.getByRole('heading', { name: 'Discover Local Businesses Near You' }),
    ).toBeVisible();
    await expectNotFoundPageAbsent(page);
  });

  test('paths beside the map are not routes and show the 404 page', async ({ page }) => {
    for (const path of ['/business/login/extra', '/admin/unknown', '/city']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      });
    }
  });
});

test.describe('header and footer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header links lead to their pages and the logo leads home', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });

    // The title comes from the route table as the page opens in the browser.
    const links: [name: string, path: string, heading: string, title: string][] = [
      ['Jobs', '/jobs', 'Find Your Next Opportunity', 'Jobs'],
      ['Events', '/events', 'Upcoming Local Events', 'Events'],
      ['About', '/about', 'About BCS Local', 'About'],
      ['Contact Us', '/contact', 'Contact Us', 'Contact Us'],
    ];
    for (const [name, path, heading, title] of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expectPath(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} – BCS Local`);
    }

    const newsletter = nav.getByRole('link', { name: /^Newsletter/ });
    await expect(newsletter).toHaveAttribute('target', '_blank');
    await expect(newsletter).toHaveAttribute('rel', /noopener/);
    await expect(newsletter).toHaveAttribute('href', /^https?:\/\//);

    await header.getByRole('link', { name: 'BCS Local home' }).click();
    await expectPath(page, '/');
    await expect(
      page.getByRole('heading', { name: 'Discover Local Businesses Near You' }),
    ).toBeVisible();
  });

  test('footer links lead to their pages; the footer shows tagline, year and credit', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');

    await expect(
      footer.getByText('Boosting local small businesses', { exact: true }),
    ).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} BCS Local. All rights reserved.`),
    ).toBeVisible();
    await expect(footer.getByText('Website design by')).toBeVisible();

    const newsletter = footer.getByRole('link', { name: /^Newsletter/ });
    await expect(newsletter).toHaveAttribute('target', '_blank');
    await expect(newsletter).toHaveAttribute('rel', /noopener/);

    const links: [name: string, path: string, heading: string][] = [
      ['About', '/about', 'About BCS Local'],
      ['Contact', '/contact', 'Contact Us'],
      ['Pricing', '/pricing', 'Pricing'],
      ['Terms of Service', '/terms-of-service', 'Terms of Service'],
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Business Login', '/business/login', 'Business Login'],
      ['Admin', '/admin/login', 'Admin Login'],
    ];
    for (const [name, path, heading] of links) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expectPath(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const privacyLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy', exact: true });
    await privacyLink.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await privacyLink.click();
    await expectPath(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a drawer with the header links; a link navigates and closes it', async ({
    page,
  }) => {
    await page.goto('/');
    // The desktop link bar is hidden on phones; the menu button replaces it.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }),
    ).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Jobs', 'Events', 'About', 'Contact Us']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: /^Newsletter/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();

    await drawer.getByRole('link', { name: 'About', exact: true }).click();
    await expectPath(page, '/about');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'About BCS Local' })).toBeVisible();
  });

  test('Escape and the close button close the drawer and return focus to the menu button', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectPath(page, '/jobs');
  });

  test('a route change from a scrolled page lands at the top', async ({ page }) => {
    await page.goto('/about');
    // Wait for the page itself: while its chunk loads, the footer is already in view.
    await expect(page.getByRole('heading', { level: 1, name: 'About BCS Local' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const pricingLink = footer.getByRole('link', { name: 'Pricing', exact: true });
    await pricingLink.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await pricingLink.click();
    await expectPath(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
