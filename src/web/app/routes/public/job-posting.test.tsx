import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aJobDetail } from '#web/test/builders.js';
import { expectBusyButton } from '#web/test/busy-button.js';
import { CAPTCHA_PAYLOAD, solveCaptcha } from '#web/test/captcha.js';
import { openDialog, whenClickable } from '#web/test/dialog-steps.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { expectToast } from '#web/test/toast.js';
import JobPostingPage from './job-posting';

const JOB_ID = 'b0000000-0000-4000-8000-000000000001';
const ROUTE = '/jobs/:jobId';

const job = aJobDetail({
  id: JOB_ID,
  title: 'Line Cook',
  companyName: 'Blue Bell Bakery',
  responsibilities: ['Prep the line'],
  requiredSkills: ['Knife skills'],
  preferredSkills: ['Baking'],
  customQuestions: ['Can you work weekends?'],
});

const JOB_ROUTES = {
  'GET /api/jobs/:id': job,
  'POST /api/jobs/:id/views': { counted: true },
};

function renderJob(path = `/jobs/${JOB_ID}`) {
  return renderWithProviders(<JobPostingPage />, { path, route: ROUTE });
}

const text = (name: string) => screen.getByRole('textbox', { name });

describe('Job posting page', () => {
  it('shows the posting, counts the view, and labels the apply button by method', async () => {
    const server = serveApi(JOB_ROUTES);
    const { router } = renderJob();

    expect(screen.getByText('Loading the job...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Line Cook', level: 1 })).toBeTruthy();
    for (const heading of ['Key Responsibilities', 'Required Skills', 'Preferred Skills']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeTruthy();
    await waitFor(() => expect(server.calls('POST /api/jobs/:id/views')).toHaveLength(1));
    expect(server.lastCall('GET /api/jobs/:id').params.id).toBe(JOB_ID);

    server.use({
      'GET /api/jobs/:id': aJobDetail({
        title: 'By Email',
        applicationMethod: 'email',
      }),
    });
    await router.navigate('/jobs/by-email');
    expect(await screen.findByRole('button', { name: 'Apply via Email' })).toBeTruthy();

    server.use({
      'GET /api/jobs/:id': aJobDetail({
        title: 'Elsewhere',
        applicationMethod: 'external_link',
        externalApplicationUrl: 'https://careers.example/apply',
      }),
    });
    await router.navigate('/jobs/elsewhere');
    const external = await screen.findByRole('link', { name: 'Apply on Company Website' });
    expect(external.getAttribute('href')).toBe('https://careers.example/apply');
  });

  it("opens the application from the card's Apply Now and sends it with the resume and answers", async () => {
    const reply = deferred();
    const server = serveApi({
      ...JOB_ROUTES,
      'POST /api/jobs/:id/applications': reply.handler,
    });
    const { user } = renderJob(`/jobs/${JOB_ID}?apply=1`);

    const dialog = await whenClickable(
      await screen.findByRole('dialog', { name: 'Apply for Line Cook' }),
    );
    for (const section of [
      'Personal Information',
      'Professional Information',
      'Cover Letter',
      'Additional Questions',
    ]) {
      expect(within(dialog).getByRole('group', { name: section })).toBeTruthy();
    }
    expect(text('LinkedIn Profile (optional)').getAttribute('type')).toBe('url');

    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expectToast('Verification Required', 'Please complete the verification.');

    await user.type(text('Full Name'), 'Sam Seeker');
    await user.type(text('Email'), 'sam@example.com');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Years of Experience (optional)' }),
      'Junior (2-4 years)',
    );
    await user.type(text('Can you work weekends? (optional)'), 'Yes');
    const resume = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Resume/), resume);
    solveCaptcha();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    await expectBusyButton('Uploading...', dialog);
    const request = server.lastCall('POST /api/jobs/:id/applications');
    expect(request.params.id).toBe(JOB_ID);
    const form = request.body as FormData;
    expect(JSON.parse(form.get('application') as string)).toEqual({
      fullName: 'Sam Seeker',
      email: 'sam@example.com',
      phone: '',
      currentPosition: '',
      yearsExperience: 'junior',
      availability: '',
      salaryExpectation: '',
      linkedinProfile: '',
      portfolioWebsite: '',
      coverLetter: '',
      answers: { 'Can you work weekends?': 'Yes' },
      captcha: CAPTCHA_PAYLOAD,
    });
    expect((form.get('resume') as File).name).toBe('resume.pdf');

    reply.resolve({
      id: 'app-1',
      emailed: false,
      message: 'Your job application has been submitted successfully.',
    });
    await expectToast(
      'Application Submitted',
      'Your job application has been submitted successfully.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses a resume over 5MB with the spec's 'File Too Large'", async () => {
    serveApi(JOB_ROUTES);
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText(/^Resume/), { target: { files: [big] } });

    await expectToast('File Too Large', 'Resume file must be under 5MB.');
  });

  it("checks the fields before sending, shows the server's reasons under them and keeps the dialog open", async () => {
    const server = serveApi({
      ...JOB_ROUTES,
      'POST /api/jobs/:id/applications': apiError(
        400,
        'validation',
        'Resume must be a PDF, DOC or DOCX file.',
        { resume: 'Resume must be a PDF, DOC or DOCX file.' },
      ),
    });
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    // The application schema checks the form before anything is sent.
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(server.calls('POST /api/jobs/:id/applications')).toHaveLength(0);

    await user.type(text('Full Name'), 'Sam Seeker');
    await user.type(text('Email'), 'sam@example.com');
    const notAPdf = new File(['hello'], 'resume.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Resume/), notAPdf);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await expectToast('Submission Failed', 'Resume must be a PDF, DOC or DOCX file.');
    const dialog = screen.getByRole('dialog', { name: 'Apply for Line Cook' });
    expect(within(dialog).getByText('Resume must be a PDF, DOC or DOCX file.')).toBeTruthy();
    expect(server.calls('POST /api/jobs/:id/applications')).toHaveLength(1);
  });

  it("says 'Job Not Found' for a job that is no longer listed", async () => {
    serveApi({ 'GET /api/jobs/:id': apiError(404, 'not_found', 'Job not found') });
    renderJob();

    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    expect(hrefOf(/All jobs/)).toBe('/jobs');
  });
  it('applies in Spanish: the form, its checks and the apply button read in Spanish', async () => {
    await inSpanish();
    const server = serveApi({
      ...JOB_ROUTES,
      'GET /api/jobs/:id': { ...job, jobType: 'contract' },
      'POST /api/jobs/:id/applications': { id: 'x', emailed: false, message: 'Enviada.' },
    });
    const { user } = renderJob();

    expect(await screen.findByText('Por contrato')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Descripción del puesto' })).toBeTruthy();
    const dialog = await openDialog(user, 'Postularse ahora', 'Postularse para Line Cook');
    expect(within(dialog).getByRole('option', { name: 'Nivel inicial (0-2 años)' })).toBeTruthy();
    solveCaptcha();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText('El campo «Nombre completo» es obligatorio')).toBeTruthy();
    expect(screen.getByText('El campo «Correo» es obligatorio')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Nombre completo/ })).toBeTruthy();
    expect(server.calls('POST /api/jobs/:id/applications')).toHaveLength(0);
  });
});
