import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPortalBusiness, aPortalOverview } from '#web/test/builders.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { currentPath, findToast, renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { PortalBusinessSection } from './portal-business-section';

/** The other features' tabs come in as props; here they are plain stand-ins. */
function renderSection(path = '/business/portal') {
  return renderWithProviders(
    <PortalBusinessSection
      photosTab={(business) => <p>Photos of {business.name}</p>}
      jobsTab={<p>Jobs tab</p>}
      eventsTab={<p>Events tab</p>}
      insightsTab={(business) => <p>Insights of the {business.plan} plan</p>}
      subscriptionTab={<p>Subscription tab</p>}
      reviewsTab={<p>Google reviews tab</p>}
    />,
    { path },
  );
}

const business = aPortalBusiness({
  name: 'Blue Bell Bakery',
  category: 'Restaurants',
  phone: '(979) 555-0199',
  website: null,
  email: null,
  description: 'Kolaches and coffee.',
  plan: 'free',
});

const field = (name: string) => screen.getByRole('textbox', { name });

describe('PortalBusinessSection', () => {
  it("shows the owner's listing, 'Not provided' where empty, and the six tabs", async () => {
    serveApi({ 'GET /api/portal/me': aPortalOverview({ business }) });
    const { user, router } = renderSection();

    expect(screen.getByText('Loading your business...')).toBeTruthy();
    const summary = (await screen.findByRole('heading', { name: 'Blue Bell Bakery' })).parentElement
      ?.parentElement as HTMLElement;
    expect(within(summary).getAllByText('Not provided')).toHaveLength(2);
    expect(within(summary).getByText('200 Main St, Bryan, TX, 77803')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Business portal sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Photos',
      'Jobs',
      'Events',
      'Insights',
      'Google Reviews',
      'Subscription',
      'Support',
    ]);
    expect(tabs.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');

    await user.click(tabs.getByRole('tab', { name: 'Support' }));
    expect(screen.getByText('Support interface coming soon...')).toBeTruthy();
    expect(currentPath(router)).toBe('/business/portal?tab=support');
    await user.click(tabs.getByRole('tab', { name: 'Photos' }));
    expect(screen.getByText('Photos of Blue Bell Bakery')).toBeTruthy();
    await user.click(tabs.getByRole('tab', { name: 'Google Reviews' }));
    expect(screen.getByText('Google reviews tab')).toBeTruthy();
    await user.click(tabs.getByRole('tab', { name: 'Insights' }));
    expect(screen.getByText('Insights of the free plan')).toBeTruthy();
    expect(currentPath(router)).toBe('/business/portal?tab=insights');
  });

  it("says 'No Business Found' when the account has no approved listing", async () => {
    serveApi({ 'GET /api/portal/me': aPortalOverview({ business: null }) });
    renderSection();

    expect(
      await screen.findByText(
        'No Business Found - Your account is not linked to a business listing. Please contact support.',
      ),
    ).toBeTruthy();
    expect(hrefOf('Contact Support')).toBe('/contact');
  });

  it('says the business could not be loaded, and Try again asks again', async () => {
    const server = serveApi({
      'GET /api/portal/me': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user } = renderSection();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your business.')).toBeTruthy();
    server.use({ 'GET /api/portal/me': aPortalOverview({ business }) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Blue Bell Bakery' })).toBeTruthy();
  });

  it('submits only when something changed, sends every field, and shows the change as waiting', async () => {
    const reply = deferred();
    const server = serveApi({
      'GET /api/portal/me': aPortalOverview({ business }),
      'POST /api/portal/profile-changes': reply.handler,
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('form', { name: 'Edit business profile' });
    const submit = within(form).getByRole('button', { name: 'Submit Changes' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(form).getByRole('group', { name: 'Hours of Operation' })).toBeTruthy();
    expect(field('Email (optional)').getAttribute('type')).toBe('email');
    expect(field('Description in Spanish (optional)').getAttribute('lang')).toBe('es');

    await user.clear(field('Phone (optional)'));
    await user.type(field('Phone (optional)'), '(979) 555-0200');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);

    expect(await within(form).findByRole('button', { name: 'Submitting...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.lastCall('POST /api/portal/profile-changes').body).toEqual({
      name: 'Blue Bell Bakery',
      category: 'Restaurants',
      address: '200 Main St',
      phone: '(979) 555-0200',
      website: null,
      email: null,
      description: 'Kolaches and coffee.',
      descriptionEs: null,
      hours: null,
      location: null,
    });

    const pendingChange = {
      id: 'c0000000-0000-4000-8000-000000000001',
      createdAt: '2025-03-14T15:00:00.000Z',
      changes: [
        { field: 'phone' as const, label: 'Phone', from: '(979) 555-0199', to: '(979) 555-0200' },
      ],
    };
    server.use({ 'GET /api/portal/me': aPortalOverview({ business, pendingChange }) });
    reply.resolve(json201({ message: 'Changes Submitted', pendingChange }));

    const toast = await findToast('Changes Submitted');
    expect(
      within(toast).getByText('All your profile changes have been submitted for admin approval.'),
    ).toBeTruthy();
    const waiting = await screen.findByRole('region', { name: 'Changes waiting for approval' });
    expect(within(waiting).getByText('(979) 555-0200')).toBeTruthy();
    // One change waits at a time: Edit is blocked until it is withdrawn.
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Withdraw the changes waiting for approval to make new ones.'),
    ).toBeTruthy();
  });

  it('edits the hours with the weekly editor and sends them as the text form (issue 29)', async () => {
    const server = serveApi({
      'GET /api/portal/me': aPortalOverview({ business }),
      'POST /api/portal/profile-changes': deferred().handler,
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const hours = screen.getByRole('group', { name: 'Hours of Operation' });

    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Monday' }), 'ranges');
    fireEvent.change(within(hours).getByLabelText('Monday: closes (range 1)'), {
      target: { value: '18:00' },
    });
    await user.click(within(hours).getByRole('button', { name: 'Add hours to Monday' }));
    fireEvent.change(within(hours).getByLabelText('Monday: opens (range 2)'), {
      target: { value: '19:00' },
    });
    fireEvent.change(within(hours).getByLabelText('Monday: closes (range 2)'), {
      target: { value: '01:00' },
    });
    await user.click(within(hours).getByRole('button', { name: 'Copy Monday to weekdays' }));
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Saturday' }), 'closed');
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Sunday' }), 'open24');
    await user.click(within(hours).getByRole('button', { name: 'Add a special date' }));
    fireEvent.change(within(hours).getByLabelText('Special date 1'), {
      target: { value: '2026-12-25' },
    });
    await user.type(within(hours).getByLabelText('Note for 2026-12-25'), 'Christmas Day');
    await user.click(screen.getByRole('button', { name: 'Submit Changes' }));

    await waitFor(() =>
      expect(server.lastCall('POST /api/portal/profile-changes').body).toMatchObject({
        hours:
          'Mon-Fri: 9AM-6PM & 7PM-1AM, Sat: Closed, Sun: Open 24 hours, 2026-12-25: Closed (Christmas Day)',
      }),
    );
  });

  it("refuses a description over the plan's cap and Cancel puts the live values back", async () => {
    serveApi({ 'GET /api/portal/me': aPortalOverview({ business }) });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const description = field('Description (optional)');
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(101));
    expect(screen.getByText('Description must be no more than 100 characters long')).toBeTruthy();
    expect(screen.getByText('101 / 100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Changes' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Description (optional)')).toHaveProperty('value', 'Kolaches and coffee.');
  });

  it("shows the server's field errors and its 'No Changes' answer", async () => {
    const server = serveApi({
      'GET /api/portal/me': aPortalOverview({ business }),
      'POST /api/portal/profile-changes': apiError(400, 'validation', 'Invalid input', {
        website: 'Website format is invalid',
      }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(field('Website (optional)'), 'bluebell.example');
    await user.click(screen.getByRole('button', { name: 'Submit Changes' }));

    await expectFailureToast('Failed to submit changes: Invalid input');
    expect(await screen.findByText('Website format is invalid')).toBeTruthy();

    server.use({
      'POST /api/portal/profile-changes': apiError(400, 'validation', 'No Changes'),
    });
    await user.click(screen.getByRole('button', { name: 'Submit Changes' }));
    expect(await findToast('No Changes')).toBeTruthy();
  });

  it('withdraws a waiting change after confirming', async () => {
    const pendingChange = {
      id: 'c0000000-0000-4000-8000-000000000002',
      createdAt: '2025-03-14T15:00:00.000Z',
      changes: [
        {
          field: 'name' as const,
          label: 'Business Name',
          from: 'Blue Bell Bakery',
          to: 'Blue Bell Cafe',
        },
      ],
    };
    const server = serveApi({
      'GET /api/portal/me': aPortalOverview({ business, pendingChange }),
      'DELETE /api/portal/profile-changes/:id': { message: 'Changes withdrawn' },
    });
    const { user } = renderSection();
    const waiting = await screen.findByRole('region', { name: 'Changes waiting for approval' });
    expect(within(waiting).getByText('Mar 14, 2025')).toBeTruthy();

    await user.click(within(waiting).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw these changes?' });
    server.use({ 'GET /api/portal/me': aPortalOverview({ business }) });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findToast('Changes Withdrawn')).toBeTruthy();
    expect(server.lastCall('DELETE /api/portal/profile-changes/:id').params.id).toBe(
      pendingChange.id,
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Changes waiting for approval' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', false);
  });
});

describe('PortalBusinessSection in Spanish', () => {
  it('shows the listing, the tabs (their ?tab= values still English) and a waiting change in Spanish', async () => {
    await inSpanish();
    const pendingChange = {
      id: 'c0000000-0000-4000-8000-000000000003',
      createdAt: '2025-03-14T15:00:00.000Z',
      changes: [{ field: 'hours' as const, label: 'Hours of Operation', from: null, to: 'Mon' }],
    };
    serveApi({ 'GET /api/portal/me': aPortalOverview({ business, pendingChange }) });
    const { user, router } = renderSection();

    expect(screen.getByText('Cargando su negocio...')).toBeTruthy();
    const summary = (await screen.findByRole('heading', { name: 'Blue Bell Bakery' })).parentElement
      ?.parentElement as HTMLElement;
    expect(within(summary).getByText('Categoría')).toBeTruthy();
    expect(within(summary).getByText('Restaurantes')).toBeTruthy();
    expect(within(summary).getAllByText('Sin indicar')).toHaveLength(2);

    const waiting = screen.getByRole('region', { name: 'Cambios en espera de aprobación' });
    expect(within(waiting).getByText('14 mar 2025')).toBeTruthy();
    expect(within(waiting).getByText('Horario')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Retire los cambios que esperan aprobación para hacer otros.'),
    ).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'Secciones del portal de negocio' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Perfil',
      'Fotos',
      'Empleos',
      'Eventos',
      'Estadísticas',
      'Reseñas de Google',
      'Suscripción',
      'Soporte',
    ]);
    await user.click(tabs.getByRole('tab', { name: 'Soporte' }));
    expect(screen.getByText('La sección de soporte estará disponible pronto...')).toBeTruthy();
    expect(currentPath(router)).toBe('/business/portal?tab=support');
  });

  it("edits the profile in Spanish: labels, the categories' Spanish names, the plan's cap", async () => {
    await inSpanish();
    serveApi({ 'GET /api/portal/me': aPortalOverview({ business }) });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));

    const form = screen.getByRole('form', { name: 'Editar el perfil del negocio' });
    const category = within(form).getByRole('combobox', { name: 'Categoría' });
    expect(category).toHaveProperty('value', 'Restaurants');
    expect(within(category).getByRole('option', { name: 'Restaurantes' })).toBeTruthy();
    const description = within(form).getByRole('textbox', { name: /^Descripción \(/ });
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(101));
    expect(
      screen.getByText('El campo «Descripción» debe tener como máximo 100 caracteres'),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Enviar cambios' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Perfil del negocio' })).toBeTruthy();
    // The owner's English description, in the summary and the profile, is marked as English.
    const english = screen.getAllByText('Kolaches and coffee.');
    expect(english.map((element) => element.getAttribute('lang'))).toEqual(['en', 'en']);
  });
});

function json201(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
}
