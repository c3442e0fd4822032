import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { AccountUser } from '#domain/accounts.js';
import { aSession } from './builders.js';
import { currentPath, renderWithProviders } from './render.js';
import { deferred, serveApi } from './serve-api.js';

/**
 * A page for one kind of signed-in user, at `path`. `render()` mounts it;
 * `expectSentToLogin(user, loading?)` checks that a visitor (`null`) or the other
 * kind of user lands on `login`, reading `loading` while the session is asked.
 */
export function gatedPage(page: ReactElement, { path, login }: { path: string; login: string }) {
  const render = () => renderWithProviders(page, { path });
  const expectSentToLogin = async (user: AccountUser | null, loading?: string) => {
    const session = deferred();
    serveApi({ 'GET /api/account/session': session.handler });
    const { router } = render();

    if (loading) expect(screen.getByText(loading)).toBeTruthy();
    session.resolve(aSession(user));
    await waitFor(() => expect(currentPath(router)).toBe(login));
  };
  return { render, expectSentToLogin };
}
