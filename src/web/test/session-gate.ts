import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { AccountUser } from '#domain/accounts.js';
import { aSession } from './builders.js';
import { currentPath, renderWithProviders } from './render.js';
import { deferred, serveApi } from './serve-api.js';

/**
 * A page for one kind of signed-in user, opened by a visitor (`user: null`) or by the
 * other kind: it reads `loading` while the session is asked, when given, then sends
 * them to `login`.
 */
export async function expectSentToLogin({
  page,
  path,
  user,
  loading,
  login,
}: {
  page: ReactElement;
  path: string;
  user: AccountUser | null;
  loading?: string;
  login: string;
}) {
  const session = deferred();
  serveApi({ 'GET /api/account/session': session.handler });
  const { router } = renderWithProviders(page, { path });

  if (loading) expect(screen.getByText(loading)).toBeTruthy();
  session.resolve(aSession(user));
  await waitFor(() => expect(currentPath(router)).toBe(login));
}
