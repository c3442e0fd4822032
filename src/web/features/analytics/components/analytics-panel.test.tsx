import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAnalyticsOverview } from '#web/test/builders.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { AnalyticsPanel } from './analytics-panel';

describe('AnalyticsPanel', () => {
  it('shows the views by page with their total, the days and the most viewed profiles', async () => {
    serveApi({
      'GET /api/admin/analytics': anAnalyticsOverview({
        viewsByPage: [
          { page: '/', views: 1200 },
          { page: '/jobs', views: 34 },
        ],
        pageCount: 3,
        totalViews: 1240,
        daily: [
          { date: '2025-03-13', pageViews: 10, profileViews: 2 },
          { date: '2025-03-14', pageViews: 12, profileViews: 5 },
        ],
        topBusinesses: [
          { id: 'b1', name: 'Blue Bell Bakery', slug: 'blue-bell-bakery', profileViews: 1500 },
        ],
      }),
    });
    renderWithProviders(<AnalyticsPanel />);

    expect(screen.getByText('Loading analytics...')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PageViews', '/1,200', '/jobs34', 'Total1,240']);
    expect(
      screen.getByText('The 2 most viewed of 3 pages; the total counts them all.'),
    ).toBeTruthy();
    expect(screen.getByText('Views per day, last 2 days')).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Page views and profile views per day' });
    expect(within(days).getByRole('rowheader', { name: 'Mar 14, 2025' })).toBeTruthy();
    const top = screen.getByRole('list', { name: 'Most viewed profiles' });
    expect(hrefOf('Blue Bell Bakery', top)).toBe('/business/blue-bell-bakery');
    expect(within(top).getByText('1,500 views')).toBeTruthy();
  });

  it('says when nothing has been viewed yet', async () => {
    serveApi({ 'GET /api/admin/analytics': anAnalyticsOverview() });
    renderWithProviders(<AnalyticsPanel />);

    expect(await screen.findByText('No views recorded yet')).toBeTruthy();
    expect(screen.getByText('No profile views recorded yet')).toBeTruthy();
  });

  it('says the analytics could not be loaded, and Try again asks again', async () => {
    const server = serveApi({
      'GET /api/admin/analytics': apiError(500, 'internal', 'Something went wrong.'),
    });
    const { user } = renderWithProviders(<AnalyticsPanel />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the analytics.')).toBeTruthy();
    server.use({ 'GET /api/admin/analytics': anAnalyticsOverview() });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No views recorded yet')).toBeTruthy();
    expect(server.calls('GET /api/admin/analytics')).toHaveLength(2);
  });
});
