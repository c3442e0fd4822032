import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aListing, aPage, aSuggestion } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { filtersOf } from '#web/test/list-filters.js';
import { currentPath, findToast, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { expectToast } from '#web/test/toast.js';
import ListingsPage from './listings';

const CITIES = {
  'GET /api/cities': aPage([
    { name: 'Bryan', slug: 'bryan', businessCount: 3 },
    { name: 'College Station', slug: 'college-station', businessCount: 2 },
  ]),
};

/** Every listings request asks for the first 100 businesses. */
const FIRST_100 = { limit: '100', offset: '0' };

/** The browser's answer to 'where am I?': a position, or an error (1: not allowed). */
function locateAt(answer: { latitude: number; longitude: number } | { code: number }) {
  const asked: unknown[] = [];
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(found: PositionCallback, failed: PositionErrorCallback) {
        asked.push(answer);
        if ('code' in answer) failed({ code: answer.code } as GeolocationPositionError);
        else found({ coords: answer } as GeolocationPosition);
      },
    },
  });
  return asked;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Business Listings page', () => {
  it("filters 'Open now' and sorts 'Near me' through the address, with each result's miles", async () => {
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': (request) =>
        new URLSearchParams(request.query).get('near')
          ? aPage([
              aListing({ name: 'Corner Cafe', category: 'Restaurants', distanceMiles: 0.4 }),
              aListing({ name: 'Brazos Pipes', category: 'Plumbers', distanceMiles: 2.25 }),
            ])
          : aPage([aListing({ name: 'Corner Cafe', category: 'Restaurants' })]),
    });
    const asked = locateAt({ latitude: 30.62849, longitude: -96.33441 });
    const { user, router } = renderWithProviders(<ListingsPage />, { path: '/listings' });
    await screen.findByRole('link', { name: /Corner Cafe/ });
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Open now' }));
    await waitFor(() => expect(currentPath(router)).toBe('/listings?open=1'));
    await waitFor(() =>
      expect(filtersOf(server.calls('GET /api/businesses').at(-1)!, FIRST_100)).toEqual({
        open: '1',
      }),
    );

    const nearMe = screen.getByRole('button', { name: 'Near me' });
    expect(nearMe.getAttribute('aria-pressed')).toBe('false');
    await user.click(nearMe);
    expect(asked).toHaveLength(1);
    // The point goes out rounded to about 100 m.
    await waitFor(() => expect(currentPath(router)).toBe('/listings?open=1&near=30.628%2C-96.334'));
    await waitFor(() =>
      expect(filtersOf(server.calls('GET /api/businesses').at(-1)!, FIRST_100)).toEqual({
        open: '1',
        near: '30.628,-96.334',
      }),
    );
    // One list in the answer's order, not grouped by category, each card with its miles.
    const nearest = await screen.findByRole('region', { name: 'Nearest first (2)' });
    const cards = within(nearest).getAllByRole('link');
    expect(cards.map((card) => card.textContent?.match(/Corner Cafe|Brazos Pipes/)?.[0])).toEqual([
      'Corner Cafe',
      'Brazos Pipes',
    ]);
    expect(within(cards[0]).getByText('0.4 mi away')).toBeTruthy();
    expect(within(cards[1]).getByText('2.3 mi away')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Off again: the point leaves the address.
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(currentPath(router)).toBe('/listings?open=1'));
    expect(asked).toHaveLength(1);
  });

  it('says so when the location is not shared, and keeps the order', async () => {
    serveApi({ ...CITIES, 'GET /api/businesses': aPage([aListing({ name: 'Corner Cafe' })]) });
    locateAt({ code: 1 });
    const { user, router } = renderWithProviders(<ListingsPage />, { path: '/listings' });
    await screen.findByRole('link', { name: /Corner Cafe/ });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await findToast(
      'Your location was not shared. Allow it for this site in your browser to sort by distance.',
    );
    expect(currentPath(router)).toBe('/listings');
    expect(screen.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it("filters by 'Se habla español' through the address, and marks those businesses", async () => {
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': aPage([aListing({ name: 'Taller Brazos', speaksSpanish: true })]),
    });
    const { user, router } = renderWithProviders(<ListingsPage />, { path: '/listings' });
    await screen.findByRole('link', { name: /Taller Brazos/ });
    const badges = screen
      .getAllByText('Se habla español')
      .filter((element) => !element.closest('label'));
    expect(badges.map((badge) => badge.getAttribute('lang'))).toEqual(['es']);

    await user.click(screen.getByRole('checkbox', { name: 'Se habla español' }));
    await waitFor(() => expect(currentPath(router)).toBe('/listings?spanish=1'));
    await waitFor(() =>
      expect(filtersOf(server.calls('GET /api/businesses').at(-1)!, FIRST_100)).toEqual({
        spanish: '1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath(router)).toBe('/listings'));
  });

  it('shows the loading text, then every business grouped by category with the count', async () => {
    serveApi({
      ...CITIES,
      'GET /api/businesses': aPage([
        aListing({ name: 'Aggieland Plumbing', category: 'Plumbers', plan: 'texas_gold' }),
        aListing({ name: 'Brazos Pipes', category: 'Plumbers', slug: 'brazos-pipes' }),
        aListing({ name: 'Kolache Corner', category: 'Restaurants', slug: 'kolache-corner' }),
      ]),
    });
    renderWithProviders(<ListingsPage />, { path: '/listings' });

    expect(screen.getByRole('heading', { name: 'Business Listings', level: 1 })).toBeTruthy();
    expect(screen.getByText('Manage and view all imported business listings')).toBeTruthy();
    expect(screen.getByText('Loading businesses...')).toBeTruthy();

    const plumbers = await screen.findByRole('region', { name: 'Plumbers (2)' });
    expect(within(plumbers).getByRole('link', { name: /Aggieland Plumbing/ })).toHaveProperty(
      'pathname',
      '/business/aggieland-plumbing',
    );
    expect(within(plumbers).getByText('Texas Gold Plan')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Restaurants (1)' })).toBeTruthy();
    expect(screen.getByText('Showing 3 businesses')).toBeTruthy();
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Bryan' })).toBeTruthy());
  });

  it('filters by category and text through the address and the request', async () => {
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': aPage([aListing()]),
      'GET /api/businesses/suggestions': aPage([aSuggestion()]),
    });
    const { user, router } = renderWithProviders(<ListingsPage />, { path: '/listings' });
    await screen.findByText('Showing 1 business');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Plumbers');
    await waitFor(() => expect(server.calls('GET /api/businesses')).toHaveLength(2));
    expect(filtersOf(server.calls('GET /api/businesses')[1], FIRST_100)).toEqual({
      category: 'Plumbers',
    });
    expect(currentPath(router)).toBe('/listings?category=Plumbers');

    await user.type(screen.getByRole('combobox', { name: 'Search businesses' }), 'pipes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.calls('GET /api/businesses')).toHaveLength(3));
    expect(filtersOf(server.calls('GET /api/businesses')[2], FIRST_100)).toEqual({
      category: 'Plumbers',
      q: 'pipes',
    });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it("says 'No businesses found matching your criteria.' and offers to clear the filters", async () => {
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': (request) =>
        request.query.get('city') ? aPage([]) : aPage([aListing()]),
    });
    const { user, router } = renderWithProviders(<ListingsPage />, {
      path: '/listings?city=Bryan',
    });

    expect(await screen.findByText('No businesses found matching your criteria.')).toBeTruthy();
    expect(screen.getByText('Showing 0 businesses')).toBeTruthy();
    expect(filtersOf(server.calls('GET /api/businesses')[0], FIRST_100)).toEqual({ city: 'Bryan' });

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('Showing 1 business')).toBeTruthy();
    expect(currentPath(router)).toBe('/listings');
  });

  it("shows 'Failed to fetch businesses' with a way to try again", async () => {
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user } = renderWithProviders(<ListingsPage />, { path: '/listings' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch businesses')).toBeTruthy();
    await expectToast('Error', 'Failed to fetch businesses');

    server.use({ 'GET /api/businesses': aPage([aListing()]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 business')).toBeTruthy();
  });

  it("says when the total is an estimate, and asks to narrow the search at the list's depth", async () => {
    const listings = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        aListing({ name: `Pizza Place ${from + i}`, slug: `pizza-place-${from + i}` }),
      );
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': (request) => {
        const offset = Number(request.query.get('offset'));
        const count = offset === 0 ? 100 : 50;
        return {
          items: listings(offset, count),
          total: 4900,
          totalEstimated: true,
          reachable: 150,
        };
      },
      'GET /api/businesses/suggestions': aPage([]),
    });
    const { user } = renderWithProviders(<ListingsPage />, { path: '/listings?q=pizza' });

    expect(await screen.findByText('Showing 100 of about 4900 businesses')).toBeTruthy();
    expect(screen.queryByText(/Narrow the search/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more businesses' }));
    expect(await screen.findByText('Showing 150 of about 4900 businesses')).toBeTruthy();
    expect(server.calls('GET /api/businesses')).toHaveLength(2);
    expect(
      screen.getByText(
        'These are the first 150. Narrow the search with words, a category or a city to see the rest.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more businesses' })).toBeNull();
  });

  it('reads in Spanish: the Se habla español filter, Spanish category names, counts and descriptions', async () => {
    await inSpanish();
    const server = serveApi({
      ...CITIES,
      'GET /api/businesses': aPage([
        aListing({
          name: 'Taller Brazos',
          plan: 'texas_gold',
          speaksSpanish: true,
          descriptionEs: 'Reparamos fugas el mismo día.',
        }),
        aListing({ name: 'Brazos Pipes', slug: 'brazos-pipes', reviews: 1 }),
      ]),
    });
    const { user, router } = renderWithProviders(<ListingsPage />, { path: '/listings' });

    expect(screen.getByRole('heading', { name: 'Fichas de negocios', level: 1 })).toBeTruthy();
    expect(screen.getByText('Cargando los negocios...')).toBeTruthy();
    const plumbers = await screen.findByRole('region', { name: 'Plomeros (2)' });
    expect(screen.getByText('Mostrando 2 negocios')).toBeTruthy();
    const taller = within(plumbers).getByRole('link', { name: /Taller Brazos/ });
    expect(within(taller).getByText('Plan Texas Gold')).toBeTruthy();
    expect(within(taller).getByText('(12 reseñas)')).toBeTruthy();
    expect(
      within(taller).getByText('Reparamos fugas el mismo día.').getAttribute('lang'),
    ).toBeNull();
    const pipes = within(plumbers).getByRole('link', { name: /Brazos Pipes/ });
    expect(within(pipes).getByText('(1 reseña)')).toBeTruthy();
    expect(within(pipes).getByText('Leaks fixed the same day.').getAttribute('lang')).toBe('en');

    await user.click(screen.getByRole('checkbox', { name: 'Se habla español' }));
    await waitFor(() => expect(currentPath(router)).toBe('/listings?spanish=1'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Plomeros');
    await waitFor(() =>
      expect(filtersOf(server.calls('GET /api/businesses').at(-1)!, FIRST_100)).toEqual({
        spanish: '1',
        category: 'Plumbers',
      }),
    );
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeTruthy();
  });
});
