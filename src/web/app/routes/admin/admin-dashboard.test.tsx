import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, aSession, aUser } from '#web/test/builders.js';
import { getField, renderWithProviders } from '#web/test/render.js';
import { serveApi } from '#web/test/serve-api.js';
import { expectSentToLogin } from '#web/test/session-gate.js';
import AdminDashboardPage from './admin-dashboard';

const PAGE = { page: <AdminDashboardPage />, path: '/admin/dashboard', login: '/admin/login' };

function renderPage() {
  return renderWithProviders(PAGE.page, { path: PAGE.path });
}

describe('Admin dashboard page', () => {
  it("reads 'Loading admin dashboard...' and sends a visitor to the admin login", () =>
    expectSentToLogin({ ...PAGE, user: null, loading: 'Loading admin dashboard...' }));

  it('sends a business owner to the admin login', () =>
    expectSentToLogin({ ...PAGE, user: aUser() }));

  it('asks an admin without two-factor authentication to set it up first', async () => {
    const server = serveApi({
      'GET /api/account/session': aSession(anAdmin({ twoFactorEnabled: false })),
      'POST /api/account/two-factor/setup': {
        totpURI: 'otpauth://totp/BCS%20Local:admin@example.com?secret=JBSWY3DPEHPK3PXP',
        secret: 'JBSWY3DPEHPK3PXP',
        backupCodes: ['abcde-12345'],
      },
    });
    const { user } = renderPage();

    expect(
      await screen.findByText(
        'Set up two-factor authentication to continue. It is required for administrators.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.type(getField('Password'), 'Admin-pass1!');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    await waitFor(() =>
      expect(server.lastCall('POST /api/account/two-factor/setup').body).toEqual({
        password: 'Admin-pass1!',
      }),
    );
    expect(await screen.findByText('1. Scan this QR code with your app')).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
  });
});
