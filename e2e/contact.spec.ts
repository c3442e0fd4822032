import type { Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expect, test } from './fixtures';

/**
 * The contact journey (spec 000: Contact, section 8): the human check solved by the
 * real ALTCHA widget, the spec's toasts, the form clearing, and accessibility.
 */

function form(page: Page) {
  return page.getByRole('form', { name: 'Send a message' });
}

async function verifyWithKeyboard(page: Page) {
  const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(form(page).getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
}

test('a visitor sends a message after the human check, and an admin reads, answers and archives it', async ({
  page,
  loginAs,
}) => {
  const subject = `Claiming my bakery ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const contactLink = page.getByRole('link', { name: /@/ });
  await expect(contactLink).toHaveAttribute('href', /^mailto:.+@.+/);

  const f = form(page);
  await f.getByRole('textbox', { name: 'Name' }).fill('Maria Gonzalez');
  await f.getByRole('textbox', { name: 'Email' }).fill('maria.e2e@example.com');
  await expect(f.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  await f.getByRole('textbox', { name: 'Phone' }).fill('(979) 555-0123');
  await f.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await f
    .getByRole('textbox', { name: 'Message' })
    .fill('How do I claim the listing for my bakery?');
  await verifyWithKeyboard(page);

  // Hold the request a moment so the sending state can be seen.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const sent = page.waitForResponse('**/api/contact');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect((await sent).status()).toBe(201);

  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you soon."),
  ).toBeVisible();
  // The form is cleared and the check is reset for the next message.
  for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
    await expect(f.getByRole('textbox', { name })).toHaveValue('');
  }
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  // An admin opens Contact Forms: the message is unread until opened.
  await loginAs('admin');
  await page.goto('/admin/dashboard?tab=contacts');
  const active = page.getByRole('list', { name: 'Active messages' });
  const item = active.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('unread');
  await item.click();
  const message = page.getByRole('dialog', { name: subject });
  await expect(message).toContainText('How do I claim the listing for my bakery?');
  await expect(message).toContainText('maria.e2e@example.com');
  await expect(message).toContainText('read');
  await message.getByLabel('Admin Notes').fill('Sent the claim link.');
  await message.getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByText('Contact submission updated successfully.')).toBeVisible();
  await message.getByRole('button', { name: 'Mark as Responded' }).click();
  await expect(message.getByRole('button', { name: 'Responded' })).toBeDisabled();
  await message.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Message archived successfully.')).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.getByRole('tab', { name: 'Archived' }).click();
  const archived = page
    .getByRole('list', { name: 'Archived messages' })
    .getByRole('button', { name: new RegExp(subject) });
  await expect(archived).toContainText('responded');
  await archived.click();
  await page
    .getByRole('dialog', { name: subject })
    .getByRole('button', { name: 'Unarchive' })
    .click();
  await expect(archived).toHaveCount(0);
});

test('empty required fields show Missing Information and send nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contact')) requests.push(request.method());
  });
  await page.goto('/contact');
  const f = form(page);
  await f.getByRole('textbox', { name: 'Subject' }).fill('Only a subject');
  await f.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(f.getByText('Name is required')).toBeVisible();
  await expect(f.getByText('Email is required')).toBeVisible();
  await expect(f.getByText('Message is required')).toBeVisible();
  await expect(f.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays.
  await expect(f.getByRole('textbox', { name: 'Subject' })).toHaveValue('Only a subject');
  expect(requests).toEqual([]);
});

test('the form asks for the human check before sending', async ({ page }) => {
  await page.goto('/contact');
  const f = form(page);
  await f.getByRole('textbox', { name: 'Name' }).fill('Sam');
  await f.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await f.getByRole('textbox', { name: 'Message' }).fill('Hello!');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please complete the verification.')).toBeVisible();
  await expect(f.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello!');
});

test('the contact page has no serious accessibility problems', async ({ page }) => {
  // Measure the toasts' contrast when they have settled, not halfway through fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/contact');
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Name is required')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});

test('a verification that cannot load says so', async ({ page }) => {
  // A proxy's maintenance page instead of a challenge.
  await page.route('**/api/captcha/challenge', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Back soon</p>' }),
  );
  await page.goto('/contact');
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toHaveText(
    'Failed to load the verification. Please try refreshing the page.',
  );
});
