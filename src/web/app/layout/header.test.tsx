import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { inSpanish } from '../../test/in-spanish';
import { hrefOf } from '../../test/links';
import { renderWithProviders } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { Header } from './header';

const mainNav = () => screen.getByRole('navigation', { name: /main|principal/i });

describe('the header', () => {
  it('offers the same page in Spanish, with its query', () => {
    renderWithProviders(<Header />, { path: '/jobs?q=cook', route: '/jobs' });
    const nav = mainNav();
    expect(hrefOf('Jobs', nav)).toBe('/jobs');
    expect(hrefOf('Español', nav)).toBe('/es/jobs?q=cook');
    expect(within(nav).getByRole('link', { name: 'Español' }).lang).toBe('es');
  });

  it('reads in Spanish on a Spanish page and offers English back', async () => {
    await inSpanish();
    renderWithProviders(<Header />, { path: '/business/acme', route: '/business/:id' });
    const nav = mainNav();
    expect(nav.getAttribute('aria-label')).toBe('Principal');
    expect(hrefOf('Empleos', nav)).toBe('/jobs');
    expect(hrefOf('Contáctenos', nav)).toBe('/contact');
    expect(hrefOf('English', nav)).toBe('/business/acme');
    screen.getByRole('button', { name: 'Abrir el menú' });
  });

  it('remembers the choice with the server, then opens the page in that language', async () => {
    const server = serveApi({ 'PUT /api/account/language': new Response(null, { status: 204 }) });
    onTestFinished(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the choice it made
      document.cookie = 'lang=; path=/; max-age=0';
      window.history.replaceState(null, '', '/');
    });
    const { user } = renderWithProviders(<Header />, { path: '/events', route: '/events' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Español' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/es/events'));
    expect(server.lastCall('PUT /api/account/language').body).toEqual({ language: 'es' });
    expect(document.cookie).toContain('lang=es');
  });
});
