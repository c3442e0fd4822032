import { randomBytes } from 'node:crypto';
import { passHumanCheck } from './accounts';
import { expect, test } from './fixtures';

/**
 * Personal data has an end (issue 30 point 5): an applicant withdraws an application
 * from the link in the confirmation e-mail (the mailbox of a server without SMTP), and
 * the privacy policy states the server's retention figure.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('an applicant opens the link in their confirmation e-mail and withdraws the application', async ({
  page,
  latestMail,
}) => {
  const email = `applicant-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/jobs');
  const first = page.getByRole('region', { name: 'Open jobs' }).getByRole('article').first();
  await first.getByRole('link', { name: /^Apply Now/ }).click();
  const apply = page.getByRole('dialog', { name: /^Apply for / });
  const title = (await apply.getByRole('heading').first().textContent())?.replace(
    /^Apply for /,
    '',
  );
  await apply.getByLabel(/^Full Name/).fill('Alex Applicant');
  await apply.getByLabel(/^Email/).fill(email);
  await apply
    .getByLabel('Resume')
    .setInputFiles({ name: 'alex-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await passHumanCheck(page);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply).toBeHidden();

  const mail = await latestMail(email, 'job_application_received');
  const link = mail.text.match(/https?:\/\/\S+\/jobs\/applications\/withdraw\?\S+/)?.[0];
  expect(link, 'the withdraw link in the confirmation').toBeDefined();
  const { pathname, search } = new URL(link as string);

  // Opening the link shows what would go and deletes nothing yet.
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'Withdraw Your Application' })).toBeVisible();
  await expect(page.getByText(`Your application for ${title} at `)).toBeVisible();
  await expect(page.getByText('Your resume (alex-cv.pdf) is deleted.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your resume (alex-cv.pdf) is deleted.')).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw and delete my application' }).click();
  await expect(page.getByRole('heading', { name: 'Application deleted' })).toBeVisible();
  await expect(page.getByText('Your application and its resume have been deleted.')).toBeVisible();

  // The link worked once.
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
});

test("the privacy policy states the server's retention figure, in English and Spanish", async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(
    page.getByText(/Job applications and resumes: deleted automatically 180 days after the job/),
  ).toBeVisible();
  await page.goto('/es/privacy-policy');
  await expect(
    page.getByText(/se borran automáticamente 180 días después de que cierra el empleo/),
  ).toBeVisible();
});
