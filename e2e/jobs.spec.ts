import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { passHumanCheck } from './accounts';
import { expect, test } from './fixtures';

/**
 * The job board (issue 10) in the browser: an owner's posting approved by an
 * admin, found on /jobs, applied to with a resume, and read back by the owner;
 * the filters; and the resume size check.
 */

const suffix = () => randomBytes(3).toString('hex');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function addItem(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

test('an owner posts a job, an admin approves it, a visitor applies with a resume, and the owner reads it', async ({
  page,
  adminWindow,
  browser,
  baseURL,
  extraHTTPHeaders,
  ownerOf,
}) => {
  // One journey through three people's hands: on two loaded cores it needs more than 30 s.
  test.slow();
  const company = `Kolache Corner ${suffix()}`;
  await ownerOf({
    name: company,
    plan: 'silver',
    category: 'Restaurants',
  });
  const title = `Morning Baker ${suffix()}`;

  // The owner posts the job.
  await page.goto('/business/portal?tab=jobs');
  await expect(page.getByText('No Active Job Postings')).toBeVisible();
  await page.getByRole('button', { name: 'Post Your First Job' }).click();
  const form = page.getByRole('dialog', { name: 'Post New Job' });
  await form.getByLabel(/^Job Title/).fill(title);
  await form.getByLabel(/^Category/).selectOption('Hospitality');
  await form.getByLabel('Job Type').selectOption('part_time');
  await form.getByLabel(/^Location/).fill('Bryan, TX');
  await form.getByLabel('Minimum Salary ($/year)').fill('28000');
  await form.getByLabel('Maximum Salary ($/year)').fill('34000');
  await form.getByLabel(/^Description/).fill('Bake kolaches from 4 AM, six days a week.');
  await addItem(page, 'Required Skills', 'Early riser');
  await addItem(page, 'Required Skills', '  Dough handling ');
  await form.getByRole('button', { name: 'Add to Required Skills' }).click(); // blank: ignored
  await expect(
    form.getByRole('list', { name: 'Required Skills' }).getByRole('listitem'),
  ).toHaveText(['Early riser', 'Dough handling']);
  await addItem(page, 'Questions for Applicants', 'Can you start at 4 AM?');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page.getByText('Job posting submitted for admin approval')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Pending Review');
  await expect(page.getByRole('tab', { name: 'Active Jobs (1)' })).toBeVisible();

  // Not on the board until approved.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText('No jobs match your filters. Try Clear All.')).toBeVisible();

  // The admin approves it from Job Management.
  const dashboard = await adminWindow();
  await dashboard.goto('/admin/dashboard?tab=jobs');
  await expect(dashboard.getByRole('heading', { name: 'Job Management' })).toBeVisible();
  await expect(
    dashboard.getByText('Review and approve job postings submitted by businesses'),
  ).toBeVisible();
  const card = dashboard
    .getByRole('list', { name: 'Pending job postings' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('part time');
  await expect(card).toContainText('$28,000 - $34,000');
  await card.getByLabel(/^Admin Notes/).fill('Welcome aboard.');
  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(dashboard.getByText('Job approved successfully')).toBeVisible();
  await dashboard.getByRole('tab', { name: /^Approved \(\d+\)$/ }).click();
  await expect(
    dashboard
      .getByRole('list', { name: 'Approved job postings' })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toContainText('Welcome aboard.');

  // A visitor finds it and applies with a PDF.
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const jobCard = visitor.getByRole('article', { name: title });
  await expect(jobCard).toContainText(company);
  await expect(jobCard).toContainText('$28,000 - $34,000');
  await expect(jobCard).toContainText('0 applicants');
  await expect(jobCard.getByRole('list', { name: 'Required skills' })).toContainText('Early riser');
  await jobCard.getByRole('link', { name: `View Details: ${title}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} at ${company} – BCS Local`);
  await visitor.getByRole('button', { name: 'Apply Now' }).click();
  const apply = visitor.getByRole('dialog', { name: `Apply for ${title}` });
  for (const section of [
    'Personal Information',
    'Professional Information',
    'Cover Letter',
    'Additional Questions',
  ]) {
    await expect(apply.getByRole('group', { name: section })).toBeVisible();
  }
  await apply.getByLabel(/^Full Name/).fill('Jamie Baker');
  await apply.getByLabel(/^Email/).fill('jamie.baker@example.com');
  await apply.getByLabel('Years of Experience').selectOption('junior');
  await apply.getByLabel('Can you start at 4 AM?').fill('Yes, happily.');
  await apply
    .getByLabel('Resume')
    .setInputFiles({ name: 'jamie-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await passHumanCheck(visitor);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    visitor.getByText('Your job application has been submitted successfully.'),
  ).toBeVisible();
  await expect(apply).toBeHidden();
  await visitorContext.close();

  // The owner sees the application with its answers and downloads the resume.
  await page.reload();
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: `Applications for ${title}` }).click();
  const applications = page.getByRole('dialog', { name: `Applications: ${title}` });
  const application = applications.getByRole('listitem').filter({ hasText: 'Jamie Baker' });
  await expect(application).toContainText('jamie.baker@example.com');
  await expect(application).toContainText('Junior (2-4 years)');
  await expect(application).toContainText('Yes, happily.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    application.getByRole('link', { name: 'Download resume of Jamie Baker' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Jamie_Baker_resume.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
});

test('the board filters by category and type, keeps them in the URL, and Clear All resets them', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Next Opportunity' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a Job' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Open jobs' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();

  await page.getByLabel('Job Type').selectOption('Part Time');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/type=part_time/);
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Part Time' })).toHaveCount(0);

  await page.getByLabel('Category').selectOption('Skilled Trades');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/category=Skilled\+Trades/);
  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('Skilled Trades');

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByLabel('Job Type')).toHaveValue('');
  // The whole board again: other types are back, and nothing is missing (a journey
  // running beside this one may have had a job approved meanwhile, never removed).
  await expect(cards.filter({ hasNotText: 'Part Time' }).first()).toBeVisible();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(all);
});

test('a resume over 5MB is refused before it is sent: File Too Large', async ({ page }) => {
  await page.goto('/jobs');
  const first = page.getByRole('region', { name: 'Open jobs' }).getByRole('article').first();
  await first.getByRole('link', { name: /^Apply Now/ }).click();
  const apply = page.getByRole('dialog', { name: /^Apply for / });
  await apply.getByLabel('Resume').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
  });
  await expect(page.getByText('File Too Large')).toBeVisible();
  await expect(page.getByText('Resume file must be under 5MB.')).toBeVisible();
});
