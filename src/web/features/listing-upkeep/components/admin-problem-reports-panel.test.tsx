import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProblemReport } from '#domain/listing-upkeep.js';
import { aPage } from '#web/test/builders.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { type ApiRequest, serveApi } from '#web/test/serve-api.js';
import { ProblemReportsPanel } from './admin-problem-reports-panel';

const report: ProblemReport = {
  id: 'r1',
  businessId: 'b1',
  businessName: 'Aggieland Bakery',
  businessSlug: 'aggieland-bakery',
  businessClosedAt: null,
  reason: 'closed',
  note: 'Boarded up since May.',
  status: 'new',
  createdAt: '2026-06-01T15:00:00.000Z',
  resolvedAt: null,
};

const byStatus = (request: ApiRequest) =>
  request.query.get('status') === 'new' ? aPage([report]) : aPage([]);

describe('ProblemReportsPanel', () => {
  it('lists the new reports, resolves one, and marks its business closed after a confirmation', async () => {
    const server = serveApi({
      'GET /api/admin/reports': byStatus,
      'POST /api/admin/reports/:id/decision': { ...report, status: 'resolved' },
      'POST /api/admin/businesses/:id/close': {
        message: 'The business is marked permanently closed.',
        closedAt: '2026-06-02T15:00:00.000Z',
      },
    });
    const { user } = renderWithProviders(<ProblemReportsPanel />);

    const list = await screen.findByRole('list', { name: 'New reports' });
    expect(within(list).getByText('Aggieland Bakery')).toBeTruthy();
    expect(within(list).getByText('Closed for good')).toBeTruthy();
    expect(within(list).getByText('Boarded up since May.')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Resolve' }));
    expect(await findToast('Report resolved.')).toBeTruthy();
    expect(server.lastCall('POST /api/admin/reports/:id/decision').body).toEqual({
      status: 'resolved',
    });

    await user.click(within(list).getByRole('button', { name: 'Mark permanently closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark permanently closed?' });
    expect(server.calls('POST /api/admin/businesses/:id/close')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark permanently closed' }));
    expect(await findToast('The business is marked permanently closed.')).toBeTruthy();
    expect(server.lastCall('POST /api/admin/businesses/:id/close').params.id).toBe('b1');

    await user.click(screen.getByRole('tab', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports.')).toBeTruthy();
  });
});
