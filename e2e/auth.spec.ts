import {
  claimBusinessViaApi,
  OWNER_PASSWORD,
  passHumanCheck,
  signInAsOwner,
  totpCode,
  uniqueEmail,
} from './accounts';
import { expect, expectPath, test } from './fixtures';

/**
 * Accounts, as people use them: claiming a business and signing in before the
 * claim is approved, a forgotten password reset by the e-mailed link, and an
 * admin's first sign-in, which sets up two-factor authentication.
 */

const NO_BUSINESS =
  'No Business Found - Your account is not linked to a business listing. Please contact support.';

test('a new owner claims a business, signs in, and sees No Business Found until approval', async ({
  page,
}) => {
  const email = uniqueEmail('claimant');
  await page.goto('/business-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Claim My Business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claim My Business' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Business Name' }).fill('Northgate Noodle House');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Restaurants');
  await page.getByRole('textbox', { name: 'City' }).fill('College Station');
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('77840');
  await page.getByRole('textbox', { name: 'Business Phone' }).fill('(979) 555-0142');
  await page.getByRole('textbox', { name: 'Business Email' }).fill('hello@noodles.example');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Avery Chen');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('979-555-0143');
  await page.getByLabel(/^Password/).fill(OWNER_PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill('Str0ng&Saf');
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

  // Submitting with different passwords: the claim form's own alert.
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Passwords do not match.', { exact: true })).toBeVisible();

  await page.getByLabel(/^Confirm Password/).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Please complete the verification.')).toBeVisible();

  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(
    page
      .getByRole('status')
      .getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(OWNER_PASSWORD);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expectPath(page, '/business/portal');
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByText('Welcome, Avery Chen!')).toBeVisible();
  await expect(page.getByText(NO_BUSINESS)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expectPath(page, '/business/login');
});

test('the login forms each have a way back, and the sign-in form shows the validator messages', async ({
  page,
}) => {
  await page.goto('/business/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  for (const [button, heading] of [
    ['Forgot your password?', 'Reset Your Password'],
    ['Claim My Business', 'Claim My Business'],
  ]) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business Login' })).toBeVisible();
  }
});

test("an admin's first sign-in sets up two-factor and reaches the dashboard", async ({
  page,
  newAdmin,
}) => {
  const admin = await newAdmin();
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expectPath(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);

  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
  await expect(page.getByText(`Welcome, Administrator!`)).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitemradio', { name: 'Security Log' }).click();
  await expect(page.getByRole('region', { name: 'Security log' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Security events' }).getByText('Two factor enrolled').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mailbox' })).toHaveAttribute(
    'href',
    '/admin/mailbox',
  );

  // Signed in already: the admin login sends the admin on to the dashboard.
  await page.goto('/admin-login');
  await expectPath(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Signing in again asks for a code.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expectPath(page, '/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/admin/dashboard');
  await expect(page.getByText('Welcome, Administrator!')).toBeVisible();
});

test('a forgotten password is reset by the e-mailed link, which works once', async ({
  page,
  request,
  latestMail,
}) => {
  const owner = await claimBusinessViaApi(request);

  await page.goto('/business/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').getByText('Password reset instructions have been sent to your email'),
  ).toBeVisible();

  // Read the link the way an admin would: from the mailbox.
  const mail = await latestMail(owner.email, 'password_reset');
  const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.pathname).toBe('/business/reset-password');

  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
  ).toBeVisible();
  const newPassword = 'N3w&Better';
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page
      .getByRole('status')
      .getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^New Password/).fill('Th1rd&Pass');
  await page.getByLabel(/^Confirm Password/).fill('Th1rd&Pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();

  await signInAsOwner(page, { email: owner.email, password: newPassword });
  await expect(page.getByText(NO_BUSINESS)).toBeVisible();
});
