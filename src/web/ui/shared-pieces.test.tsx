/**
 * The shared screen pieces on a Spanish page (issue 28): their own words come from the
 * common catalogue, the domain's messages they show (a schema's error, a page title)
 * through messages.json, numbers as Spanish writes them; English stays as it was.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { documentTitle, ROUTES } from '#domain/routes.js';
import { translated } from '../lib/i18n';
import { publicConfig } from '../lib/public-config';
import { usePageTitle } from '../lib/use-page-title';
import { inSpanish } from '../test/in-spanish';
import { CaptchaWidget } from './captcha-widget';
import { ConfirmDialog } from './dialog';
import { Pager } from './pager';
import { NEW_PASSWORD_HINT, PasswordField } from './password-field';
import { RatingStars } from './rating-stars';
import { LoadingState } from './spinner';
import { FailurePanel, TryAgainButton } from './status-panel';
import { TextField } from './text-field';
import { YearsInBusiness } from './years-in-business';

/** The home page's title: none given, the site's own. */
function HomeTitle() {
  usePageTitle();
  return null;
}

const pager = (total: number) => (
  <Pager offset={20} shown={10} total={total} pageSize={10} onOffsetChange={() => {}} />
);

describe('the shared pieces in Spanish', () => {
  it('pages a list: the range and Anterior / Siguiente', async () => {
    await inSpanish();
    const onOffsetChange = vi.fn();
    render(
      <Pager offset={20} shown={10} total={45} pageSize={10} onOffsetChange={onOffsetChange} />,
    );
    screen.getByText('21–30 de 45');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onOffsetChange).toHaveBeenCalledWith(30);
    screen.getByRole('button', { name: 'Anterior' });
  });

  it('keeps the English pager as it was, numbers unformatted', () => {
    render(pager(1234));
    screen.getByText('21–30 of 1234');
    screen.getByRole('button', { name: 'Previous' });
  });

  it('says a failure and its way on, and what is loading', async () => {
    await inSpanish();
    render(
      <>
        <FailurePanel title="x" actions={<TryAgainButton onClick={() => {}} />} />
        <LoadingState />
      </>,
    );
    screen.getByRole('button', { name: 'Volver a intentar' });
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });

  it("shows or hides a password, with the domain's hint and error in Spanish", async () => {
    await inSpanish();
    render(
      <>
        <PasswordField id="password" label="Contraseña" hint={NEW_PASSWORD_HINT} />
        <TextField id="name" label="Nombre" error="Business Name is required" />
        <TextField id="phone" label="Teléfono" required={false} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar la contraseña' }));
    screen.getByRole('button', { name: 'Ocultar la contraseña' });
    screen.getByText('8 caracteres o más, con mayúsculas y minúsculas, un número y uno de @$!%*?&');
    screen.getByText('El campo «Nombre del negocio» es obligatorio');
    expect(screen.getAllByText('(opcional)')).toHaveLength(2);
  });

  it('counts years in business and reads a rating', async () => {
    await inSpanish();
    render(
      <>
        <YearsInBusiness years={1} as="p" />
        <YearsInBusiness years={8} as="p" />
        <RatingStars rating={4.5} />
      </>,
    );
    screen.getByText('1 año de trayectoria');
    screen.getByText('8 años de trayectoria');
    screen.getByRole('img', { name: 'Calificación: 4.5 de 5' });
  });

  it('keeps the English year plurals', () => {
    render(
      <>
        <YearsInBusiness years={1} as="p" />
        <YearsInBusiness years={12} as="p" />
      </>,
    );
    screen.getByText('1 year in business');
    screen.getByText('12 years in business');
  });

  it('asks before an action with Cancelar and Cerrar', async () => {
    await inSpanish();
    render(
      <ConfirmDialog
        onClose={() => {}}
        title="¿Eliminar la foto?"
        description="No se puede deshacer."
        confirmLabel="Eliminar"
        onConfirm={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la foto?' });
    within(dialog).getByRole('button', { name: 'Cancelar' });
    within(dialog).getByRole('button', { name: 'Cerrar' });
  });

  it("draws the human check in the page's language", async () => {
    await inSpanish();
    render(<CaptchaWidget onChange={() => {}} />);
    const widget = document.querySelector('altcha-widget');
    await waitFor(() => expect(widget?.textContent).toContain('No soy un robot'));
  });

  it('keeps the human check English on an English page, whatever the browser reads', async () => {
    render(<CaptchaWidget onChange={() => {}} />);
    const widget = document.querySelector('altcha-widget');
    await waitFor(() => expect(widget?.textContent).toContain("I'm not a robot"));
  });

  it('titles the home page and every page of the public site and the portal in Spanish', async () => {
    await inSpanish();
    render(<HomeTitle />);
    expect(document.title).toBe(
      `${publicConfig.siteName} – Negocios locales de Bryan / College Station, TX`,
    );
    const titles = ROUTES.flatMap((route) =>
      route.area !== 'admin' && 'title' in route && route.title ? [route.title] : [],
    );
    expect(titles.length).toBeGreaterThan(10);
    for (const title of titles) expect(translated(title), title).not.toBe(title);
  });

  it('keeps the English home title', () => {
    render(<HomeTitle />);
    expect(document.title).toBe(documentTitle(publicConfig.siteName));
  });
});
