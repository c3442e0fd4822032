import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSearch } from '#web/lib/saved-search.js';
import {
  aBusinessProfile,
  aGoogleReview,
  anEvent,
  aPage,
  aPublicGoogleReviews,
} from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, type Handler, json, serveApi } from '#web/test/serve-api.js';
import BusinessProfilePage from './business-profile';

const ROUTE = '/business/:businessId';

/** Opens the profile page of the business `slug`. */
function openProfile(slug: string) {
  return renderWithProviders(<BusinessProfilePage />, { path: `/business/${slug}`, route: ROUTE });
}

/** The page's one h1, once it shows `name`. */
const findPageTitle = (name: string) => screen.findByRole('heading', { name, level: 1 });

/** Answers the profile's request with `profile` (a profile, an error) and opens its page. */
function showProfile(profile: Handler, slug = 'aggieland-plumbing') {
  const server = serveApi({ 'GET /api/businesses/:idOrSlug': profile });
  return { server, ...openProfile(slug) };
}

describe('Business profile page', () => {
  it('loads the business by its slug and shows the actions its plan allows', async () => {
    const reply = deferred();
    const { server } = showProfile(reply.handler);

    expect(screen.getByText('Loading business profile...')).toBeTruthy();
    const request = await waitFor(() => server.lastCall('GET /api/businesses/:idOrSlug'));
    expect(request.params.idOrSlug).toBe('aggieland-plumbing');
    reply.resolve(
      aBusinessProfile({ name: 'Aggieland Plumbing', plan: 'silver', phone: '(979) 555-0101' }),
    );

    expect(await findPageTitle('Aggieland Plumbing')).toBeTruthy();
    expect(screen.getByText('Silver Plan')).toBeTruthy();
    expect(screen.queryByText('FEATURED')).toBeNull();
    expect(hrefOf('Call Now')).toBe('tel:9795550101');
    expect(screen.getByRole('link', { name: /Visit Website/ }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(hrefOf('Send Email')).toBe('mailto:hello@aggielandplumbing.example');
    expect(hrefOf(/Get Directions/)).toContain(
      'https://www.google.com/maps/dir/?api=1&destination=',
    );
    expect(hrefOf('Back to Home')).toBe('/');
  });

  it('shows Se habla español and the Spanish description, each marked as Spanish', async () => {
    showProfile(
      aBusinessProfile({
        speaksSpanish: true,
        descriptionEs: 'Arreglamos fugas el mismo día.',
      }),
    );
    const badge = await screen.findByText('Se habla español');
    expect(badge.getAttribute('lang')).toBe('es');
    const spanish = screen.getByRole('region', { name: 'En español' });
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(within(spanish).getByText('Arreglamos fugas el mismo día.')).toBeTruthy();
  });

  it('shows no Spanish badge or section on a listing without them', async () => {
    showProfile(aBusinessProfile());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Se habla español')).toBeNull();
    expect(screen.queryByRole('region', { name: 'En español' })).toBeNull();
  });

  it("counts a click on the listing's phone, website, e-mail and directions for its owner", async () => {
    const profile = aBusinessProfile({ name: 'Aggieland Plumbing', plan: 'silver' });
    const server = serveApi({
      'GET /api/businesses/:idOrSlug': profile,
      'POST /api/analytics/clicks': json(null, 204),
    });
    // The beacon is refused here, so the click goes by fetch, where the fake server sees it.
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    const { user } = openProfile('aggieland-plumbing');
    await findPageTitle('Aggieland Plumbing');
    // Opening the links is the browser's business: only the counting is tested here.
    for (const link of screen.getAllByRole('link')) {
      link.addEventListener('click', (event) => event.preventDefault());
    }

    await user.click(screen.getByRole('link', { name: 'Call Now' }));
    await user.click(screen.getByRole('link', { name: /Visit Website/ }));
    await user.click(screen.getByRole('link', { name: 'Send Email' }));
    await user.click(screen.getByRole('link', { name: /Get Directions/ }));

    await waitFor(() => expect(server.calls('POST /api/analytics/clicks')).toHaveLength(4));
    expect(server.calls('POST /api/analytics/clicks').map((call) => call.body)).toEqual(
      ['phone', 'website', 'email', 'directions'].map((kind) => ({ businessId: profile.id, kind })),
    );
  });

  it('shows a free listing without website or e-mail, and a Texas Gold one as FEATURED with its upcoming events', async () => {
    const gold = aBusinessProfile({ name: 'Gold One', plan: 'texas_gold' });
    const server = serveApi({
      'GET /api/businesses/free-one': aBusinessProfile({ name: 'Free One', plan: 'free' }),
      'GET /api/businesses/gold-one': gold,
      'GET /api/events': aPage(
        [
          anEvent({
            id: '7f4c2d8e-0d6a-4c1e-9a3b-2f6e1d0c9b8a',
            title: 'Kolache Tasting',
            // 10 AM to noon in College Station (UTC-5 in June).
            startsAt: '2099-06-06T15:00:00.000Z',
            endsAt: '2099-06-06T17:00:00.000Z',
            venue: 'Gold One Bakery',
            city: 'Bryan',
          }),
        ],
        4,
      ),
      'GET /api/reviews/:id': { place: null },
    });
    const { router } = openProfile('free-one');

    await findPageTitle('Free One');
    expect(screen.getByRole('link', { name: 'Call Now' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Visit Website/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send Email' })).toBeNull();

    await router.navigate('/business/gold-one');
    await findPageTitle('Gold One');
    expect(screen.getByText('FEATURED')).toBeTruthy();
    expect(screen.getByText('Texas Gold Plan')).toBeTruthy();

    const events = await screen.findByRole('region', { name: 'Upcoming Events' });
    const title = within(events).getByRole('link', { name: 'Kolache Tasting' });
    expect(title.getAttribute('href')).toBe('/events/7f4c2d8e-0d6a-4c1e-9a3b-2f6e1d0c9b8a');
    expect(within(events).getByText('Saturday, June 6, 2099 · 10:00 AM – 12:00 PM')).toBeTruthy();
    expect(within(events).getByText('Gold One Bakery, Bryan')).toBeTruthy();
    expect(hrefOf('See all upcoming events', events)).toBe('/events');
    // Only the Texas Gold profile asks for events, by the business's id.
    const asked = server.calls('GET /api/events');
    expect(asked).toHaveLength(1);
    expect(asked[0].query.get('business')).toBe(gold.id);
    expect(asked[0].query.get('limit')).toBe('3');
  });

  it('shows the Google reviews of a Texas Gold profile, and asks for none on other plans', async () => {
    const server = serveApi({
      'GET /api/businesses/gold-one': aBusinessProfile({ name: 'Gold One', plan: 'texas_gold' }),
      'GET /api/businesses/silver-one': aBusinessProfile({ name: 'Silver One', plan: 'silver' }),
      // A Texas Gold profile also lists its upcoming events (none here).
      'GET /api/events': aPage([]),
      'GET /api/reviews/:id': aPublicGoogleReviews({
        reviews: [aGoogleReview({ authorName: 'Maria Lopez', text: 'Quick and friendly.' })],
      }),
    });
    const { router } = openProfile('gold-one');

    const reviews = await screen.findByRole('region', { name: 'Google reviews' });
    expect(within(reviews).getByText('Quick and friendly.')).toBeTruthy();
    expect(within(reviews).getByRole('link', { name: /Maria Lopez/ })).toBeTruthy();

    await router.navigate('/business/silver-one');
    await findPageTitle('Silver One');
    expect(screen.queryByRole('region', { name: 'Google reviews' })).toBeNull();
    expect(server.calls('GET /api/reviews/:id')).toHaveLength(1);
  });

  it("reads 'Back to Search Results' when the visitor came from search results", async () => {
    saveSearch({ selectedCategory: 'Plumbers', selectedCity: '', results: [] });
    showProfile(aBusinessProfile(), 'x');

    expect(await screen.findByRole('link', { name: 'Back to Search Results' })).toHaveProperty(
      'pathname',
      '/',
    );
  });

  it("says 'Business Not Found' with the id when the server answers 404", async () => {
    showProfile(apiError(404, 'not_found', 'Business not found'), 'no-such-place');

    expect(await findPageTitle('Business Not Found')).toBeTruthy();
    expect(screen.getByText("The business profile you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByText('no-such-place')).toBeTruthy();
    expect(hrefOf('Back to Home')).toBe('/');
  });

  it("shows 'Error loading business profile' on a failure, and loads on Try again", async () => {
    const { server, user } = showProfile(apiError(500, 'internal', 'Something went wrong.'), 'x');

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Error loading business profile' }),
    ).toBeTruthy();

    server.use({ 'GET /api/businesses/:idOrSlug': aBusinessProfile({ name: 'Back Again' }) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findPageTitle('Back Again')).toBeTruthy();
  });

  it('reads in Spanish, with the Spanish description as the description', async () => {
    await inSpanish();
    showProfile(
      aBusinessProfile({
        plan: 'silver',
        speaksSpanish: true,
        descriptionEs: 'Arreglamos fugas el mismo día.',
        hours: 'Mon-Fri: 8AM-5PM, Sat, Sunday: Closed, By appointment',
      }),
    );

    expect(screen.getByText('Cargando el perfil del negocio...')).toBeTruthy();
    const about = await screen.findByRole('region', { name: 'Acerca de Aggieland Plumbing' });
    const description = within(about).getByText('Arreglamos fugas el mismo día.');
    expect(description.closest('[lang="en"]')).toBeNull();
    expect(screen.queryByText('Leaks fixed the same day.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'En español' })).toBeNull();

    expect(screen.getByText('Plan Silver')).toBeTruthy();
    expect(screen.getByText('Plomeros')).toBeTruthy();
    expect(screen.getByText('(12 reseñas)')).toBeTruthy();
    expect(hrefOf('Llamar ahora')).toBe('tel:9795550101');
    expect(hrefOf(/Cómo llegar/)).toContain('https://www.google.com/maps/dir/');
    expect(hrefOf('Volver al inicio')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Contacto y horario' })).toBeTruthy();
    // The week in Spanish (issue 29), today marked, and the note the hours could not say.
    const hours = screen.getByRole('table');
    const monday = within(hours)
      .getByRole('rowheader', { name: /^lunes/ })
      .closest('tr');
    expect(monday?.textContent).toMatch(/8.*a.*m.*5.*p.*m/);
    const sunday = within(hours)
      .getByRole('rowheader', { name: /^domingo/ })
      .closest('tr');
    expect(sunday?.textContent).toContain('Cerrado');
    expect(within(hours).getAllByRole('row')).toHaveLength(7);
    expect(hours.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(screen.getByText('By appointment')).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toContain('Aggieland Plumbing · Plomeros en College Station'),
    );
  });

  it('reads in Spanish with the English description, marked as English, when there is no Spanish one', async () => {
    await inSpanish();
    showProfile(aBusinessProfile());

    const about = await screen.findByRole('region', { name: 'Acerca de Aggieland Plumbing' });
    const description = within(about).getByText('Leaks fixed the same day.');
    expect(description.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(within(about).getByRole('heading').closest('[lang]')).toBeNull();
  });

  it('says in Spanish when the business is not found', async () => {
    await inSpanish();
    showProfile(apiError(404, 'not_found', 'No se encontró el negocio.'), 'nobody');

    expect(await findPageTitle('No se encontró el negocio')).toBeTruthy();
    expect(screen.getByText('El perfil de negocio que busca no existe.')).toBeTruthy();
  });
});
