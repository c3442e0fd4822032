import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from '#web/test/builders.js';
import { hrefOf } from '#web/test/links.js';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { tabNames } from '#web/test/tabs.js';
import { ADMIN_TABS, type AdminTabId } from '../lib/admin-tabs';
import { AdminDashboard } from './admin-dashboard';

/** Each section's panel comes from its own feature; here a stand-in that names it. */
const PANELS = Object.fromEntries(
  ADMIN_TABS.map((tab) => [tab, <p key={tab}>Panel: {tab}</p>]),
) as Record<AdminTabId, React.ReactNode>;

function renderDashboard(path = '/admin/dashboard') {
  return renderWithProviders(
    <AdminDashboard
      name="Avery Admin"
      signOut={<button type="button">Sign Out</button>}
      panels={PANELS}
    />,
    { path },
  );
}

describe('AdminDashboard', () => {
  it('shows the welcome, the six numbers and the tab counts from the dashboard call', async () => {
    serveApi({ 'GET /api/admin/dashboard': dashboardStats() });
    renderDashboard();

    expect(screen.getByText('Welcome, Avery Admin!')).toBeTruthy();
    expect(screen.getByText('Loading the dashboard numbers...')).toBeTruthy();
    const numbers = await screen.findByLabelText('Dashboard numbers');
    const value = (label: string) =>
      within(numbers).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(value('Total Businesses')).toBe('42');
    expect(value('Free Plans')).toBe('30');
    expect(value('Silver Plans')).toBe('8');
    expect(value('Texas Gold Plans')).toBe('4');
    expect(value('Pending Approvals')).toBe('3');
    expect(value('Total Views')).toBe('1,234');

    expect(tabNames('Admin dashboard sections')).toEqual([
      'Pending Approvals (3)',
      'Processed Approvals (5)',
      'Jobs',
      'Events',
      'Contact Forms',
      'Businesses',
    ]);
    expect(screen.getByText('Panel: approvals')).toBeTruthy();
    expect(hrefOf('View All Business Listings')).toBe('/listings');
  });

  it('switches sections through the tabs and the More menu, keeping the section in ?tab=', async () => {
    serveApi({ 'GET /api/admin/dashboard': dashboardStats() });
    const { user, router } = renderDashboard();
    await screen.findByText('Pending Approvals (3)');

    await user.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(screen.getByText('Panel: jobs')).toBeTruthy();
    expect(currentPath(router)).toBe('/admin/dashboard?tab=jobs');

    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual([
      'Reports (2)',
      'Upload Photos',
      'Import Businesses',
      'Analytics',
      'Subscriptions',
      'Security Log',
      'Account Settings',
    ]);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Analytics' }));
    expect(screen.getByText('Panel: analytics')).toBeTruthy();
    expect(currentPath(router)).toBe('/admin/dashboard?tab=analytics');

    // A main tab closes the More section; the default tab keeps the address clean.
    await user.click(screen.getByRole('tab', { name: 'Pending Approvals (3)' }));
    expect(screen.queryByText('Panel: analytics')).toBeNull();
    expect(currentPath(router)).toBe('/admin/dashboard');
  });

  it('lists what waits in the Notifications menu, each linking to its tab', async () => {
    serveApi({
      'GET /api/admin/dashboard': dashboardStats({
        notifications: { claims: 2, profileChanges: 0, photos: 1, jobs: 0, events: 1, reports: 3 },
      }),
    });
    const { user, router } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 7 waiting' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pending business claims (2)',
      'Photos (1)',
      'Events (1)',
      'Problem reports (3)',
    ]);
    await user.click(items[1]);
    await waitFor(() =>
      expect(currentPath(router)).toBe('/admin/dashboard?tab=approvals&view=photos'),
    );
  });

  it('says when the numbers cannot be loaded, and the tabs still work', async () => {
    const server = serveApi({
      'GET /api/admin/dashboard': apiError(500, 'internal', 'Something went wrong.'),
    });
    const { user } = renderDashboard('/admin/dashboard?tab=businesses');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the dashboard numbers.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending Approvals' })).toBeTruthy();
    expect(screen.getByText('Panel: businesses')).toBeTruthy();

    server.use({ 'GET /api/admin/dashboard': dashboardStats() });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Pending Approvals (3)' })).toBeTruthy();
  });
});
