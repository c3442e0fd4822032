import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '#domain/accounts.js';
import { A_DATE, anAdmin, aPortalOverview, aSession, aUser } from '#web/test/builders.js';
import { expectBusyButton } from '#web/test/busy-button.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { currentPath, findToast, getField } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { gatedPage } from '#web/test/session-gate.js';
import { expectToast } from '#web/test/toast.js';
import BusinessPortalPage from './business-portal';

const owner = aUser({ name: 'Olivia Owner' });

function aDevice(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'session-1',
    createdAt: A_DATE,
    updatedAt: A_DATE,
    expiresAt: A_DATE,
    ipAddress: '203.0.113.5',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
    current: true,
    ...overrides,
  };
}

/** What the portal page reads for a signed-in owner. */
const OWNER_PAGE = {
  'GET /api/account/session': aSession(owner),
  'GET /api/portal/me': aPortalOverview(),
  'GET /api/account/sessions': { items: [aDevice()], total: 1 },
};

const portal = gatedPage(<BusinessPortalPage />, {
  path: '/business/portal',
  login: '/business/login',
});

describe('Business portal page', () => {
  it('sends a visitor who is not signed in to the business login', () =>
    portal.expectSentToLogin(null, 'Loading...'));

  it('sends an admin to the business login too: the portal is for owners', () =>
    portal.expectSentToLogin(anAdmin()));

  it('welcomes the owner by name and signs out to the business login', async () => {
    const server = serveApi({
      ...OWNER_PAGE,
      'POST /api/account/sign-out': { message: 'Logged out successfully' },
    });
    const { user, router } = portal.render();

    expect(await screen.findByText('Welcome, Olivia Owner!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business Portal', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Blue Bell Bakery' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await findToast('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/business/login'));
    expect(server.calls('POST /api/account/sign-out')).toHaveLength(1);
  });

  it('changes the password with the rules of a new one and the current one checked by the server', async () => {
    const reply = deferred();
    const server = serveApi({ ...OWNER_PAGE, 'POST /api/account/password/change': reply.handler });
    const { user } = portal.render();
    await screen.findByText('Welcome, Olivia Owner!');

    await user.type(getField('Current Password'), 'Old-pass1!');
    await user.type(getField('New Password'), 'lowercase1!');
    await user.type(getField('Confirm Password'), 'different');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeTruthy();
    expect(server.calls('POST /api/account/password/change')).toEqual([]);

    await user.clear(getField('New Password'));
    await user.type(getField('New Password'), 'New-pass1!');
    await user.clear(getField('Confirm Password'));
    await user.type(getField('Confirm Password'), 'New-pass1!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await expectBusyButton('Saving...');
    expect(server.lastCall('POST /api/account/password/change').body).toEqual({
      currentPassword: 'Old-pass1!',
      newPassword: 'New-pass1!',
      confirmPassword: 'New-pass1!',
    });
    reply.resolve(
      apiError(400, 'validation', 'Your current password is not correct.', {
        currentPassword: 'Your current password is not correct.',
      }),
    );
    await expectToast('Failed to change password', 'Your current password is not correct.');
    expect(getField('Current Password').getAttribute('aria-invalid')).toBe('true');

    server.use({ 'POST /api/account/password/change': { message: 'ok' } });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Password changed successfully')).toBeTruthy();
    await waitFor(() => expect(getField('Current Password')).toHaveProperty('value', ''));
  });

  it('lists the devices and signs out of the others', async () => {
    const server = serveApi({
      ...OWNER_PAGE,
      'GET /api/account/sessions': {
        items: [
          aDevice(),
          aDevice({
            id: 'session-2',
            current: false,
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
          }),
        ],
        total: 2,
      },
      'POST /api/account/sessions/sign-out-others': { revoked: 1 },
    });
    const { user } = portal.render();

    const panel = (await screen.findByRole('heading', { name: 'Where you are signed in' }))
      .parentElement as HTMLElement;
    expect(await within(panel).findByText('Chrome on Windows')).toBeTruthy();
    expect(within(panel).getByText('This device')).toBeTruthy();
    expect(within(panel).getByText('Safari on iOS')).toBeTruthy();

    server.use({ 'GET /api/account/sessions': { items: [aDevice()], total: 1 } });
    await user.click(within(panel).getByRole('button', { name: 'Sign Out of All Other Devices' }));
    expect(await findToast('Signed out of 1 other device')).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByText('Safari on iOS')).toBeNull());
    expect(
      within(panel).getByRole('button', { name: 'Sign Out of All Other Devices' }),
    ).toHaveProperty('disabled', true);
  });
});

describe('Business portal page in Spanish', () => {
  it('welcomes the owner, lists the devices and signs out of the others in Spanish', async () => {
    await inSpanish();
    serveApi({
      ...OWNER_PAGE,
      'GET /api/account/sessions': {
        items: [
          aDevice(),
          aDevice({ id: 'session-2', current: false, userAgent: 'Firefox/131.0 (Linux)' }),
          aDevice({ id: 'session-3', current: false, userAgent: null }),
        ],
        total: 3,
      },
      'POST /api/account/sessions/sign-out-others': { revoked: 2 },
    });
    const { user } = portal.render();

    expect(await screen.findByText('¡Le damos la bienvenida, Olivia Owner!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Portal de negocio', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cuenta y seguridad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(getField('Contraseña actual')).toBeTruthy();

    const panel = screen.getByRole('heading', { name: 'Dónde tiene la sesión iniciada' })
      .parentElement as HTMLElement;
    expect(await within(panel).findByText('Chrome en Windows')).toBeTruthy();
    expect(within(panel).getByText('Este dispositivo')).toBeTruthy();
    expect(within(panel).getByText('Firefox en Linux')).toBeTruthy();
    expect(within(panel).getByText('Dispositivo desconocido')).toBeTruthy();
    expect(within(panel).getAllByText(/^203\.0\.113\.5 · activa hace /)).toHaveLength(3);

    await user.click(
      within(panel).getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' }),
    );
    expect(await findToast('Se cerró la sesión en 2 dispositivos más')).toBeTruthy();
  });
});
