import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagedJob, OwnerJobs } from '#domain/jobs.js';
import { aManagedJob } from '#web/test/builders.js';
import { expectSavedThenClosed, openDialog } from '#web/test/dialog-steps.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { fill, findToast, renderWithProviders } from '#web/test/render.js';
import { columnNames } from '#web/test/screen.js';
import { apiError, lastBodyFor, serveApi } from '#web/test/serve-api.js';
import { PortalJobsTab } from './portal-jobs-tab';

function ownerJobs(items: ManagedJob[], canPost = true): OwnerJobs {
  return { items, canPost };
}

const barista = aManagedJob({
  title: 'Barista',
  location: 'Bryan, TX',
  jobType: 'part_time',
  status: 'approved',
  applicationCount: 3,
  viewCount: 40,
});
const baker = aManagedJob({ title: 'Baker', status: 'paused' });

describe('PortalJobsTab', () => {
  it("lists the owner's jobs by Active and Paused with the spec's columns", async () => {
    serveApi({ 'GET /api/portal/jobs': ownerJobs([barista, baker]) });
    const { user } = renderWithProviders(<PortalJobsTab />);

    expect(screen.getByText('Loading your jobs...')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(columnNames(table)).toEqual([
      'Job Title',
      'Type',
      'Status',
      'Applications',
      'Views',
      'Posted',
      'Actions',
    ]);
    const row = within(within(table).getAllByRole('row')[1]);
    expect(row.getByText('Barista')).toBeTruthy();
    expect(row.getByText('Bryan, TX')).toBeTruthy();
    expect(row.getByText('Part Time')).toBeTruthy();
    expect(row.getByText('Approved')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Pause Barista' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Mark Barista as filled' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Paused Jobs (1)' }));
    expect(screen.getByRole('button', { name: 'Resume Baker' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active Jobs (1)' })).toBeTruthy();
  });

  it('pauses a job and says so with the server’s message', async () => {
    const server = serveApi({
      'GET /api/portal/jobs': ownerJobs([barista]),
      'POST /api/portal/jobs/:id/status': { message: 'Job status updated to paused', job: barista },
    });
    const { user } = renderWithProviders(<PortalJobsTab />);

    await user.click(await screen.findByRole('button', { name: 'Pause Barista' }));

    expect(await findToast('Job status updated to paused')).toBeTruthy();
    expect(lastBodyFor(server, 'POST /api/portal/jobs/:id/status', barista.id)).toEqual({
      status: 'paused',
    });
  });

  it('needs a Silver or Texas Gold plan to post', async () => {
    serveApi({ 'GET /api/portal/jobs': ownerJobs([], false) });
    renderWithProviders(<PortalJobsTab />);

    expect(
      await screen.findByText(
        /Job postings need a Silver or Texas Gold plan. Upgrade your plan to post jobs./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post New Job' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('No Active Job Postings');
    expect(screen.queryByRole('button', { name: 'Post Your First Job' })).toBeNull();
  });

  it('posts a new job with its lists, checks it before sending, says why the server refused it, then submits it for approval', async () => {
    const server = serveApi({
      'GET /api/portal/jobs': ownerJobs([]),
      'POST /api/portal/jobs': apiError(
        403,
        'forbidden',
        'Job postings need a Silver or Texas Gold plan. Upgrade your plan to post jobs.',
      ),
    });
    const { user } = renderWithProviders(<PortalJobsTab />);
    const dialog = await openDialog(user, 'Post Your First Job', 'Post New Job');
    const text = (name: string) => within(dialog).getByRole('textbox', { name });
    await fill(user, text('Job Title'), 'Line Cook');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'Hospitality',
    );
    await fill(user, text('Location'), 'Bryan, TX');
    await fill(user, text('Description'), 'Prep and cook.');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Required Skills' }),
      ' Knife skills {Enter}',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Required Skills' }), '   {Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Required Skills' }), 'Teamwork');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Required Skills' }));
    const skills = within(dialog).getByRole('list', { name: 'Required Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Knife skills', 'Teamwork']);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'How to Apply (optional)' }),
      'Apply on our website',
    );
    expect(text('Application URL')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit for Approval' }));

    // The posting schema checks the form before anything is sent.
    expect(
      await within(dialog).findByText(
        'Application URL is required when applicants apply on your website.',
      ),
    ).toBeTruthy();
    expect(server.calls('POST /api/portal/jobs')).toHaveLength(0);

    await fill(user, text('Application URL'), 'https://bluebell.example/jobs');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bilingüe (inglés/español)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit for Approval' }));
    await expectFailureToast(
      'Job postings need a Silver or Texas Gold plan. Upgrade your plan to post jobs.',
    );
    expect(server.lastCall('POST /api/portal/jobs').body).toMatchObject({
      title: 'Line Cook',
      category: 'Hospitality',
      jobType: 'full_time',
      location: 'Bryan, TX',
      description: 'Prep and cook.',
      requiredSkills: ['Knife skills', 'Teamwork'],
      applicationMethod: 'external_link',
      externalApplicationUrl: 'https://bluebell.example/jobs',
      bilingual: true,
      isRemote: false,
    });

    await expectSavedThenClosed(user, dialog, server, {
      route: 'POST /api/portal/jobs',
      button: 'Submit for Approval',
      answer: {
        message: 'Job posting submitted for admin approval',
        job: aManagedJob({ title: 'Line Cook' }),
      },
    });
  });

  it("says 'Failed to fetch job postings' with a way to try again", async () => {
    serveApi({ 'GET /api/portal/jobs': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<PortalJobsTab />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch job postings')).toBeTruthy();
  });
  it('reads in Spanish: columns, types, statuses, moves, and the job form with its checks', async () => {
    await inSpanish();
    serveApi({
      'GET /api/portal/jobs': ownerJobs([
        barista,
        aManagedJob({ title: 'Cook', status: 'pending' }),
      ]),
    });
    const { user } = renderWithProviders(<PortalJobsTab />);

    const table = await screen.findByRole('table');
    expect(columnNames(table)).toEqual([
      'Puesto',
      'Tipo',
      'Estado',
      'Solicitudes',
      'Vistas',
      'Publicada',
      'Acciones',
    ]);
    const row = within(within(table).getAllByRole('row')[1]);
    expect(row.getByText('Medio tiempo')).toBeTruthy();
    expect(row.getByText('Aprobado')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Pausar Barista' })).toBeTruthy();
    expect(within(within(table).getAllByRole('row')[2]).getByText('En revisión')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ofertas en pausa (0)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publicar nueva oferta' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar nueva oferta' });
    expect(within(dialog).getByRole('option', { name: 'Finanzas y contabilidad' })).toHaveProperty(
      'value',
      'Finance & Accounting',
    );
    expect(within(dialog).getByRole('option', { name: 'Tiempo completo' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para aprobación' }));
    expect(await within(dialog).findByText('El campo «Puesto» es obligatorio')).toBeTruthy();
  });
});
