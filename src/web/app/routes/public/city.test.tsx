import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CityBusiness, CityBusinessesPage } from '#domain/cities.js';
import { aCityBusiness, aPage } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import CityPage from './city';

const ROUTE = '/city/:cityName';

function cityPage(overrides: Partial<CityBusinessesPage> = {}): CityBusinessesPage {
  return { city: 'College Station', slug: 'college-station', items: [], total: 0, ...overrides };
}

/** Serves College Station's first page with these cards and opens it. */
function openCollegeStation(...items: CityBusiness[]) {
  const server = serveApi({
    'GET /api/cities/:city': cityPage({ items, total: items.length }),
  });
  renderWithProviders(<CityPage />, { path: '/city/college-station', route: ROUTE });
  return server;
}

/** The gold-plan card both the English and the Spanish page show first. */
const AGGIELAND = {
  name: 'Aggieland Plumbing',
  slug: 'aggieland-plumbing',
  plan: 'texas_gold',
} satisfies Partial<CityBusiness>;

/** The list item of the card whose name links to the business. */
async function card(name: string) {
  return (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
}

describe('City page', () => {
  it("asks for the city's first page and shows its cards with the spec's count line", async () => {
    const server = openCollegeStation(
      aCityBusiness({ ...AGGIELAND, gbpBadge: true, yearsInBusiness: 8, reviews: 12 }),
      aCityBusiness({ name: 'Free Fixers', slug: 'free-fixers', plan: 'free' }),
    );

    expect(
      screen.getByRole('heading', { name: 'Businesses in College Station', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Loading businesses...')).toBeTruthy();
    expect(await screen.findByText('Found 2 local business(es) in College Station')).toBeTruthy();
    const request = server.lastCall('GET /api/cities/:city');
    expect(request.params.city).toBe('college-station');
    expect(Object.fromEntries(request.query)).toEqual({ limit: '24', offset: '0' });

    const gold = await card('Aggieland Plumbing');
    const free = await card('Free Fixers');
    expect(hrefOf('Aggieland Plumbing', gold)).toBe('/business/aggieland-plumbing');
    expect(within(gold).getByText('GBP')).toBeTruthy();
    expect(within(gold).getByText('8 years in business')).toBeTruthy();
    expect(within(gold).getByText('(12 reviews)')).toBeTruthy();
    expect(within(gold).getByText('101 Main St, College Station, TX, 77840')).toBeTruthy();
    expect(within(gold).getByRole('link', { name: /Visit Website/ })).toBeTruthy();
    // A free plan shows no website, e-mail or hours.
    expect(within(free).queryByRole('link', { name: /Visit Website/ })).toBeNull();
    expect(hrefOf('(979) 555-0101', free)).toBe('tel:9795550101');
  });

  it('loads more cards on Show more', async () => {
    const server = serveApi({
      'GET /api/cities/:city': (request) =>
        request.query.get('offset') === '0'
          ? cityPage({ items: [aCityBusiness({ name: 'First' })], total: 2 })
          : cityPage({ items: [aCityBusiness({ name: 'Second' })], total: 2 }),
    });
    const { user } = renderWithProviders(<CityPage />, {
      path: '/city/college-station',
      route: ROUTE,
    });

    await user.click(await screen.findByRole('button', { name: 'Show more (1 of 2)' }));

    expect(await screen.findByRole('link', { name: 'Second' })).toBeTruthy();
    expect(server.calls('GET /api/cities/:city')[1].query.get('offset')).toBe('1');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('invites owners to get listed when the city has no businesses yet', async () => {
    serveApi({
      'GET /api/cities/:city': cityPage({ city: 'Nowhere Ville', slug: 'nowhere-ville' }),
      'GET /api/cities': aPage([
        { name: 'Bryan', slug: 'bryan', businessCount: 5 },
        { name: 'Nowhere Ville', slug: 'nowhere-ville', businessCount: 0 },
      ]),
    });
    renderWithProviders(<CityPage />, { path: '/city/nowhere-ville', route: ROUTE });

    expect(
      await screen.findByText('No businesses found in Nowhere Ville yet. Check back soon!'),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Own a business in Nowhere Ville?' }),
    ).toBeTruthy();
    expect(hrefOf('Get your business listed')).toBe('/business/login');
    const others = await screen.findByRole('region', { name: 'Explore other cities' });
    expect(hrefOf(/Bryan/, others)).toBe('/city/bryan');
    expect(within(others).queryByRole('link', { name: /Nowhere Ville/ })).toBeNull();
  });

  // A failed first load once kept the loading skeleton forever (the list checked for
  // pages before it checked for an error).
  it('shows the failure with a way to try again', async () => {
    const server = serveApi({
      'GET /api/cities/:city': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user } = renderWithProviders(<CityPage />, { path: '/city/bryan', route: ROUTE });

    // Until the server names the city, the heading reads it from the address.
    expect(screen.getByRole('heading', { name: 'Businesses in Bryan', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading businesses...')).toBeNull());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to fetch businesses')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeTruthy();

    server.use({
      'GET /api/cities/:city': cityPage({ city: 'Bryan', items: [aCityBusiness()], total: 1 }),
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Found 1 local business(es) in Bryan')).toBeTruthy();
  });
  it('reads in Spanish: the count line, the categories, the reviews and the Spanish description', async () => {
    await inSpanish();
    openCollegeStation(
      aCityBusiness({
        ...AGGIELAND,
        category: 'Plumbers',
        reviews: 1,
        description: 'Pipes fixed fast.',
        descriptionEs: 'Arreglamos tuberías rápido.',
      }),
      aCityBusiness({
        name: 'Free Fixers',
        slug: 'free-fixers',
        category: 'Roofers',
        reviews: 3,
        description: 'Roofs and gutters.',
        descriptionEs: null,
      }),
    );

    expect(
      screen.getByRole('heading', { name: 'Negocios en College Station', level: 1 }),
    ).toBeTruthy();
    expect(
      await screen.findByText('Negocios locales encontrados en College Station: 2'),
    ).toBeTruthy();
    const gold = await card('Aggieland Plumbing');
    expect(within(gold).getByText('Plomeros')).toBeTruthy();
    expect(within(gold).getByText('(1 reseña)')).toBeTruthy();
    expect(within(gold).getByText('Arreglamos tuberías rápido.').lang).toBe('es');
    expect(within(gold).getByRole('link', { name: /^Visitar sitio web/ })).toBeTruthy();
    const other = await card('Free Fixers');
    expect(within(other).getByText('Techadores')).toBeTruthy();
    expect(within(other).getByText('(3 reseñas)')).toBeTruthy();
    expect(within(other).getByText('Roofs and gutters.').lang).toBe('en');
  });

  it("narrows to 'Open now' and sorts 'Near me' through the address, and says when none is open", async () => {
    const server = serveApi({
      'GET /api/cities/:city': (request) => {
        const query = new URLSearchParams(request.query);
        if (query.get('open')) return cityPage();
        if (query.get('near')) {
          return cityPage({
            items: [aCityBusiness({ ...AGGIELAND, distanceMiles: 1.2 })],
            total: 1,
          });
        }
        return cityPage({ items: [aCityBusiness(AGGIELAND)], total: 1 });
      },
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 30.6, longitude: -96.3 } } as GeolocationPosition),
      },
    });
    try {
      const { user, router } = renderWithProviders(<CityPage />, {
        path: '/city/college-station',
        route: ROUTE,
      });
      await card('Aggieland Plumbing');

      await user.click(screen.getByRole('checkbox', { name: 'Open now' }));
      await waitFor(() => expect(currentPath(router)).toBe('/city/college-station?open=1'));
      expect(
        await screen.findByRole('heading', {
          name: 'No business in College Station is open right now.',
        }),
      ).toBeTruthy();
      expect(Object.fromEntries(server.calls('GET /api/cities/:city').at(-1)!.query)).toEqual({
        limit: '24',
        offset: '0',
        open: '1',
      });
      await user.click(screen.getByRole('button', { name: 'Show every business' }));
      await waitFor(() => expect(currentPath(router)).toBe('/city/college-station'));
      await card('Aggieland Plumbing');

      await user.click(screen.getByRole('button', { name: 'Near me' }));
      await waitFor(() =>
        expect(currentPath(router)).toBe('/city/college-station?near=30.6%2C-96.3'),
      );
      const miles = await screen.findByText('1.2 mi away');
      expect((await card('Aggieland Plumbing')).contains(miles)).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
