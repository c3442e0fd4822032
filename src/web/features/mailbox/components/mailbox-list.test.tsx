import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mailboxMessages } from '#domain/mailbox.js';
import { aMailboxMessage, aPage } from '#web/test/builders.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { MailboxList } from './mailbox-list';

const ALLOWED = { 'GET /api/mailbox/access': { allowed: true, reason: null, message: null } };

describe('MailboxList', () => {
  it('lists the messages, newest first, with their links clickable once opened', async () => {
    const server = serveApi({
      ...ALLOWED,
      'GET /api/mailbox': aPage([
        aMailboxMessage({
          subject: 'Reset your password',
          to: 'owner@example.com',
          text: 'Open https://bcs.example/reset-password?token=abc to choose a new password.',
        }),
        aMailboxMessage({
          subject: 'New contact message',
          text: 'Ana Lopez wrote: please update my hours.',
          status: 'failed',
          attempts: 3,
          lastError: 'Connection refused',
        }),
      ]),
    });
    const { user } = renderWithProviders(<MailboxList />);

    expect(screen.getByText('Loading messages...')).toBeTruthy();
    expect(await screen.findByText('Messages 1–2 of 2, newest first.')).toBeTruthy();
    expect(screen.getByText(/No SMTP server is configured/)).toBeTruthy();
    const query = server.lastCall('GET /api/mailbox').query;
    expect(Object.fromEntries(query)).toEqual({ limit: expect.any(String), offset: '0' });

    await user.click(screen.getByText('Reset your password'));
    expect(screen.getByText('Reset your password').closest('details')?.open).toBe(true);
    const link = screen.getByRole('link', {
      name: 'https://bcs.example/reset-password?token=abc',
    });
    expect(link.getAttribute('href')).toBe('https://bcs.example/reset-password?token=abc');
    expect(screen.getByText('Attempt 3 failed: Connection refused')).toBeTruthy();
  });

  it('asks a visitor who is signed out to sign in, and asks nothing more', async () => {
    const server = serveApi({
      'GET /api/mailbox/access': { allowed: false, reason: 'signed_out', message: null },
    });
    renderWithProviders(<MailboxList />);

    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeTruthy();
    expect(hrefOf('Go to Admin Login')).toBe('/admin/login');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/mailbox/access']);
  });

  it('says when the mailbox is off because mail goes out over SMTP', async () => {
    serveApi({
      'GET /api/mailbox/access': {
        allowed: false,
        reason: 'off',
        message: mailboxMessages.off,
      },
    });
    renderWithProviders(<MailboxList />);

    expect(await screen.findByRole('heading', { name: 'The mailbox is off' })).toBeTruthy();
    expect(screen.getByText(mailboxMessages.off)).toBeTruthy();
  });

  it('says when there are no messages, and when they could not be loaded', async () => {
    const server = serveApi({ ...ALLOWED, 'GET /api/mailbox': aPage([]) });
    const { unmount } = renderWithProviders(<MailboxList />);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    unmount();

    server.use({
      'GET /api/mailbox': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    renderWithProviders(<MailboxList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The mailbox could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeTruthy();
  });
});
