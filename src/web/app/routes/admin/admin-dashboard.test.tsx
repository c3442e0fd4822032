import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, aSession, aUser } from '#web/test/builders.js';
import { getField } from '#web/test/render.js';
import { serveApi } from '#web/test/serve-api.js';
import { gatedPage } from '#web/test/session-gate.js';
import AdminDashboardPage from './admin-dashboard';

const dashboard = gatedPage(<AdminDashboardPage />, {
  path: '/admin/dashboard',
  login: '/admin/login',
});

describe('Admin dashboard page', () => {
  it("reads 'Loading admin dashboard...' and sends a visitor to the admin login", () =>
    dashboard.expectSentToLogin(null, 'Loading admin dashboard...'));

  it('sends a business owner to the admin login', () => dashboard.expectSentToLogin(aUser()));

  it('asks an admin without two-factor authentication to set it up first', async () => {
    const server = serveApi({
      'GET /api/account/session': aSession(anAdmin({ twoFactorEnabled: false })),
      'POST /api/account/two-factor/setup': {
        totpURI: 'otpauth://totp/BCS%20Local:admin@example.com?secret=JBSWY3DPEHPK3PXP',
        secret: 'JBSWY3DPEHPK3PXP',
        backupCodes: ['abcde-12345'],
      },
    });
    const { user } = dashboard.render();

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
