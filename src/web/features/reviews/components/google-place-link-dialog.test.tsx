import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '#domain/reviews.js';
import { aLinkedPlace, aPlaceCandidate, aReviewSettings } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { fill, findToast, getField, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { AdminGoogleReviewsDialog } from './admin-google-reviews-dialog';
import { PortalReviewsTab } from './portal-reviews-tab';

const mine = aPlaceCandidate({
  placeId: 'ChIJmineMinePlace01',
  name: 'Aggieland Plumbing',
  address: '101 Main St, College Station, TX 77840, USA',
  googleMapsUri: 'https://maps.google.com/?cid=101',
});
const other = aPlaceCandidate({
  placeId: 'ChIJotherPlace0002',
  name: 'Aggieland Plumbing & Air',
  address: '900 Texas Ave, Bryan, TX 77803, USA',
});

describe('linking a listing to its Google place', () => {
  it('searches by name and address, lets the owner choose, links the place and shows it', async () => {
    const settings = aReviewSettings({ place: null });
    const server = serveApi({
      'GET /api/portal/reviews': settings,
      'POST /api/portal/reviews/search': { candidates: [mine, other] },
      'PUT /api/portal/reviews/place': {
        message: reviewMessages.linked,
        settings: { ...settings, place: aLinkedPlace({ name: mine.name, placeId: mine.placeId }) },
      },
    });
    const { user } = renderWithProviders(<PortalReviewsTab />);

    expect(await screen.findByText(/This listing is not linked to a Google place/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Link Google place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google place' });
    const query = getField('Name and address');
    expect(query.value).toBe(settings.suggestedQuery);
    const link = within(dialog).getByRole('button', { name: 'Link this place' });
    expect(link.hasAttribute('disabled')).toBe(true);

    await fill(user, query, 'Aggieland Plumbing, College Station');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const choices = await within(dialog).findAllByRole('radio');
    expect(server.lastCall('POST /api/portal/reviews/search').body).toEqual({
      query: 'Aggieland Plumbing, College Station',
    });
    expect(choices).toHaveLength(2);
    expect(within(dialog).getByText('900 Texas Ave, Bryan, TX 77803, USA')).toBeTruthy();
    const maps = within(dialog).getAllByRole('link', { name: /View on Google Maps/ });
    expect(maps[0].getAttribute('href')).toBe('https://maps.google.com/?cid=101');

    await user.click(within(dialog).getByRole('radio', { name: /101 Main St/ }));
    await user.click(link);

    expect(await findToast(reviewMessages.linked)).toBeTruthy();
    expect(server.lastCall('PUT /api/portal/reviews/place').body).toEqual({
      placeId: mine.placeId,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hrefOf(/Aggieland Plumbing/)).toBe('https://maps.google.com/?cid=101');
    expect(screen.getByText('4.7 from 128 ratings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Google place' })).toBeTruthy();
  });

  it('says what Google refused, and that it found nothing, and keeps the dialog open', async () => {
    serveApi({
      'GET /api/portal/reviews': aReviewSettings(),
      'POST /api/portal/reviews/search': apiError(503, 'unavailable', reviewMessages.quota),
    });
    const { user } = renderWithProviders(<PortalReviewsTab />);
    await user.click(await screen.findByRole('button', { name: 'Link Google place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google place' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reviewMessages.quota);
  });

  it('names a place Google no longer knows when the link is refused', async () => {
    const server = serveApi({
      'GET /api/portal/reviews': aReviewSettings(),
      'POST /api/portal/reviews/search': { candidates: [mine] },
      'PUT /api/portal/reviews/place': apiError(404, 'not_found', reviewMessages.placeNotFound),
    });
    const { user } = renderWithProviders(<PortalReviewsTab />);
    await user.click(await screen.findByRole('button', { name: 'Link Google place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google place' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    // The only candidate is chosen already.
    expect(((await within(dialog).findByRole('radio')) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Link this place' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      reviewMessages.placeNotFound,
    );
    expect(server.calls('PUT /api/portal/reviews/place')).toHaveLength(1);
  });

  it('tells the owner when nothing was found', async () => {
    serveApi({
      'GET /api/portal/reviews': aReviewSettings(),
      'POST /api/portal/reviews/search': { candidates: [] },
    });
    const { user } = renderWithProviders(<PortalReviewsTab />);
    await user.click(await screen.findByRole('button', { name: 'Link Google place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google place' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText(/Google found no place for that search/)).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Link this place' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('shows the last problem of the daily read, and the plan and set-up refusals', async () => {
    const server = serveApi({
      'GET /api/portal/reviews': aReviewSettings({
        place: aLinkedPlace({
          lastError: reviewMessages.quota,
          lastErrorAt: '2025-03-15T15:00:00.000Z',
        }),
      }),
    });
    renderWithProviders(<PortalReviewsTab />);
    expect((await screen.findByRole('alert')).textContent).toContain(reviewMessages.quota);

    server.use({
      'GET /api/portal/reviews': aReviewSettings({ planAllows: false, reviewsShown: 0 }),
    });
    const silver = renderWithProviders(<PortalReviewsTab />);
    expect(
      await within(silver.container).findByText(/Google reviews are part of the Texas Gold plan/),
    ).toBeTruthy();
    expect(hrefOf('See the Texas Gold plan', silver.container)).toBe('/pricing');
    expect(
      within(silver.container).queryByRole('button', { name: 'Link Google place' }),
    ).toBeNull();

    server.use({ 'GET /api/portal/reviews': aReviewSettings({ configured: false }) });
    const off = renderWithProviders(<PortalReviewsTab />);
    expect(
      await within(off.container).findByText('Google reviews are not available on this site yet.'),
    ).toBeTruthy();
  });

  it("lets an admin link a listing through the Businesses tab's dialog", async () => {
    const settings = aReviewSettings({ businessName: 'Kyle Field Tacos' });
    const server = serveApi({
      'GET /api/admin/businesses/:id/reviews': settings,
      'POST /api/admin/businesses/:id/reviews/search': { candidates: [mine] },
      'PUT /api/admin/businesses/:id/reviews/place': {
        message: reviewMessages.linkedAdmin,
        settings: { ...settings, place: aLinkedPlace() },
      },
    });
    const { user } = renderWithProviders(
      <AdminGoogleReviewsDialog
        business={{ id: settings.businessId, name: 'Kyle Field Tacos' }}
        onClose={() => {}}
      />,
    );
    await screen.findByRole('dialog', { name: 'Google reviews: Kyle Field Tacos' });
    await user.click(await screen.findByRole('button', { name: 'Link Google place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google place' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await within(dialog).findByRole('radio');
    await user.click(within(dialog).getByRole('button', { name: 'Link this place' }));
    expect(await findToast(reviewMessages.linkedAdmin)).toBeTruthy();
    expect(server.lastCall('PUT /api/admin/businesses/:id/reviews/place').params.id).toBe(
      settings.businessId,
    );
  });
  it("speaks Spanish on a Spanish page: the linked place's details and the unlink confirmation", async () => {
    await inSpanish();
    serveApi({
      'GET /api/portal/reviews': aReviewSettings({
        place: aLinkedPlace({
          userRatingCount: 1,
          reviewCount: 8,
          lastError: reviewMessages.quota,
          lastErrorAt: null,
        }),
      }),
    });
    const { user } = renderWithProviders(<PortalReviewsTab />);

    expect(await screen.findByText('4.7 de 1 calificación')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reseñas de Google' })).toBeTruthy();
    expect(screen.getByText('5 (el plan muestra hasta 5)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Google rechazó la solicitud: por ahora se agotó la cuota',
    );
    await user.click(screen.getByRole('button', { name: 'Desvincular' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desvincular el lugar de Google?' });
    expect(within(dialog).getByRole('button', { name: 'Desvincular' })).toBeTruthy();
  });
});
