import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { publicConfig } from '#web/lib/public-config.js';
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

  it("states how long applications are kept from the server's setting, and how to have data deleted", () => {
    // The figure the server rendered into the page (APPLICATION_RETENTION_DAYS=90).
    const configured = { ...publicConfig };
    publicConfig.applicationRetentionDays = 90;
    publicConfig.sentMailRetentionDays = 14;
    onTestFinished(() => {
      Object.assign(publicConfig, configured);
    });
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });

    expect(
      screen.getByRole('heading', { name: 'How long we keep it, and how to have it deleted' }),
    ).toBeTruthy();
    const applications = screen.getByText('Job applications and resumes').closest('li');
    expect(applications?.textContent).toContain(
      'deleted automatically 90 days after the job closes',
    );
    expect(applications?.textContent).toContain('with the link in the confirmation e-mail');
    expect(screen.getByText('E-mails we send you').closest('li')?.textContent).toContain(
      'our copies are deleted 14 days after they are sent',
    );
    expect(screen.getByText(/Ask us to erase your account/).textContent).toContain(
      'stays in the directory, without an owner',
    );
    expect(screen.getByText(/never the deleted details/)).toBeTruthy();
  });

  it('states the same figure and the same ways in Spanish', async () => {
    await inSpanish();
    const configured = publicConfig.applicationRetentionDays;
    publicConfig.applicationRetentionDays = 1;
    onTestFinished(() => {
      publicConfig.applicationRetentionDays = configured;
    });
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });

    expect(
      screen.getByRole('heading', {
        name: 'Cuánto tiempo la conservamos y cómo pedir que la borremos',
      }),
    ).toBeTruthy();
    const applications = screen.getByText('Solicitudes de empleo y currículums').closest('li');
    expect(applications?.textContent).toContain(
      'se borran automáticamente 1 día después de que cierra el empleo',
    );
    expect(screen.getByText(/Pídanos borrar su cuenta/)).toBeTruthy();
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
