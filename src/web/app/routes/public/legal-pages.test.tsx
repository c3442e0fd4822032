import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import NotFoundPage from './not-found';
import PrivacyPolicyPage from './privacy-policy';
import TermsOfServicePage from './terms-of-service';

describe('Terms of Service, Privacy Policy and the 404 page', () => {
  it('say which languages the site speaks, with Google’s terms in English on an English page', () => {
    renderWithProviders(<TermsOfServicePage />, { path: '/terms-of-service' });
    expect(screen.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Languages' })).toBeTruthy();
    expect(screen.getByText(/dashboard is in English only/)).toBeTruthy();
    expect(hrefOf('pricing page')).toBe('/pricing');
    expect(hrefOf("Google's Terms of Service")).toBe('https://policies.google.com/terms');
  });

  it('reads the terms in Spanish, links and all', async () => {
    await inSpanish();
    renderWithProviders(<TermsOfServicePage />, { path: '/terms-of-service' });

    expect(screen.getByRole('heading', { name: 'Términos del servicio', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Idiomas' })).toBeTruthy();
    expect(screen.getByText(/El panel de los administradores está solo en inglés\./)).toBeTruthy();
    expect(screen.getByText(/Solo el dueño de un negocio .* puede reclamar su ficha/)).toBeTruthy();
    expect(hrefOf('página de precios')).toBe('/pricing');
    expect(hrefOf('comuníquese con nosotros')).toBe('/contact');
    expect(hrefOf('Condiciones de Servicio de Google')).toBe(
      'https://policies.google.com/terms?hl=es',
    );
  });

  it('reads the privacy policy in Spanish, each kind of information named in bold', async () => {
    await inSpanish();
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });

    expect(screen.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeTruthy();
    expect(screen.getByText('Solicitudes de empleo').tagName).toBe('STRONG');
    expect(screen.getByText(/una que recuerda el idioma que usted eligió/)).toBeTruthy();
    expect(hrefOf('Política de Privacidad de Google')).toBe(
      'https://policies.google.com/privacy?hl=es',
    );
  });

  it('says in Spanish that a page does not exist', async () => {
    await inSpanish();
    renderWithProviders(<NotFoundPage />, { path: '/nowhere' });

    expect(
      screen.getByRole('heading', { name: '¡Uy! No encontramos esta página', level: 1 }),
    ).toBeTruthy();
    expect(hrefOf('Volver al inicio')).toBe('/');
    await waitFor(() => expect(document.title).toMatch(/^Página no encontrada – /));
  });
});
