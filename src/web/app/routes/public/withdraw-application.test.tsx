import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withdrawalMessages } from '#domain/retention.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import WithdrawApplicationPage from './withdraw-application';

const APPLICATION = 'a0000000-0000-4000-8000-000000000007';
const LINK = `/jobs/applications/withdraw?application=${APPLICATION}&token=1999999999.sig`;
const PREVIEW = {
  jobTitle: 'Barista',
  companyName: 'Blue Bell Bakery',
  appliedAt: '2026-11-02T15:00:00.000Z',
  resumeFileName: 'cv.pdf',
};

function renderPage(path = LINK) {
  return renderWithProviders(<WithdrawApplicationPage />, { path });
}

describe('Withdraw application page', () => {
  it('shows what will be deleted, deletes only on the button, and says it is done', async () => {
    const server = serveApi({
      'GET /api/jobs/applications/withdrawal': PREVIEW,
      'POST /api/jobs/applications/withdrawal': { message: withdrawalMessages.withdrawn },
    });
    const { user } = renderPage();

    expect(
      screen.getByRole('heading', { name: 'Withdraw Your Application', level: 1 }),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Your application for Barista at Blue Bell Bakery, sent on November 2, 2026.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your resume (cv.pdf) is deleted.')).toBeTruthy();
    expect(server.lastCall('GET /api/jobs/applications/withdrawal').query.get('application')).toBe(
      APPLICATION,
    );
    // Opening the link deletes nothing.
    expect(server.calls('POST /api/jobs/applications/withdrawal')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw and delete my application' }));

    expect(await screen.findByRole('heading', { name: 'Application deleted' })).toBeTruthy();
    expect(screen.getByText('Your application and its resume have been deleted.')).toBeTruthy();
    const sent = server.lastCall('POST /api/jobs/applications/withdrawal').query;
    expect([sent.get('application'), sent.get('token')]).toEqual([APPLICATION, '1999999999.sig']);
    expect(hrefOf('Browse jobs')).toBe('/jobs');
  });

  it('says a forged, expired or used link does not work, and one cut short without asking', async () => {
    serveApi({
      'GET /api/jobs/applications/withdrawal': apiError(
        404,
        'not_found',
        withdrawalMessages.linkInvalid,
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(withdrawalMessages.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('asks nothing of the server for a link missing its token', () => {
    const server = serveApi({});
    renderPage(`/jobs/applications/withdraw?application=${APPLICATION}`);
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('reads in Spanish, from the summary to the outcome', async () => {
    await inSpanish();
    serveApi({
      'GET /api/jobs/applications/withdrawal': { ...PREVIEW, resumeFileName: null },
      'POST /api/jobs/applications/withdrawal': { message: withdrawalMessages.withdrawn },
    });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { name: 'Retirar su solicitud', level: 1 })).toBeTruthy();
    expect(
      await screen.findByText(
        'Su solicitud para Barista en Blue Bell Bakery, enviada el 2 de noviembre de 2026.',
      ),
    ).toBeTruthy();
    // No resume was sent: none is promised to be deleted.
    expect(screen.queryByText(/Se borra su currículum/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirar y borrar mi solicitud' }));
    await waitFor(() =>
      expect(screen.getByText('Su solicitud y su currículum fueron borrados.')).toBeTruthy(),
    );
    expect(screen.getByRole('heading', { name: 'Solicitud borrada' })).toBeTruthy();
  });

  it('says in Spanish that a link does not work', async () => {
    await inSpanish();
    serveApi({
      'GET /api/jobs/applications/withdrawal': apiError(400, 'validation', 'bad'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace no funciona' })).toBeTruthy();
    expect(
      screen.getByText(
        'Este enlace no es válido o venció. Es posible que su solicitud ya esté borrada.',
      ),
    ).toBeTruthy();
  });
});
