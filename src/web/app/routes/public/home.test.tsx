import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HomeDirectory } from '#domain/businesses.js';
import { readSavedSearch } from '#web/lib/saved-search.js';
import { aBusinessCard, aPage } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { expectToast } from '#web/test/toast.js';
import HomePage from './home';

function homeDirectory(overrides: Partial<HomeDirectory> = {}): HomeDirectory {
  return {
    featured: [
      aBusinessCard({ name: 'Gold Grill', slug: 'gold-grill', plan: 'texas_gold' }),
      aBusinessCard({ name: 'Silver Spoon', slug: 'silver-spoon', plan: 'silver' }),
    ],
    cities: ['Bryan', 'College Station'],
    categories: ['Plumbers', 'Restaurants'],
    ...overrides,
  };
}

const search = () => screen.getByRole('button', { name: 'Search Now' });

/** Picks Plumbers in Bryan in the search panel, once the cities have loaded. */
async function choosePlumbersInBryan(user: ReturnType<typeof renderWithProviders>['user']) {
  await screen.findByRole('option', { name: 'Bryan' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Business Category' }), 'Plumbers');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Bryan');
}

describe('Home page', () => {
  it('shows the hero and the featured cards, gold ones with the FEATURED ribbon', async () => {
    serveApi({ 'GET /api/businesses/home': homeDirectory() });
    renderWithProviders(<HomePage />);

    expect(
      screen.getByRole('heading', { name: 'Discover Local Businesses Near You', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Featured Local Favorites' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Featured businesses' });
    const gold = within(cards).getByRole('link', { name: /Gold Grill/ });
    expect(gold.getAttribute('href')).toBe('/business/gold-grill');
    expect(within(gold).getByText('FEATURED')).toBeTruthy();
    expect(
      within(within(cards).getByRole('link', { name: /Silver Spoon/ })).queryByText('FEATURED'),
    ).toBeNull();
    expect(screen.getByText(/Leave the city blank to/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    const city = screen.getByRole('combobox', { name: 'Location' });
    expect(within(city).getByRole('option', { name: 'College Station' })).toBeTruthy();
  });

  it("asks for a category or city before searching ('Search Criteria Required')", async () => {
    const server = serveApi({ 'GET /api/businesses/home': homeDirectory() });
    const { user } = renderWithProviders(<HomePage />);

    await user.click(search());

    await expectToast('Search Criteria Required', 'Please select a category or city to search.');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/businesses/home']);
  });

  it('searches by category and city, shows the results, and Clear goes back to featured', async () => {
    const reply = deferred();
    const server = serveApi({
      'GET /api/businesses/home': homeDirectory(),
      'GET /api/businesses/search': reply.handler,
    });
    const { user } = renderWithProviders(<HomePage />);
    await choosePlumbersInBryan(user);
    await user.click(search());

    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(search().getAttribute('aria-busy')).toBe('true');
    const request = server.lastCall('GET /api/businesses/search');
    expect(Object.fromEntries(request.query)).toEqual({ category: 'Plumbers', city: 'Bryan' });

    reply.resolve(
      aPage([
        aBusinessCard({ name: 'Pipe Pros', slug: 'pipe-pros', category: 'Plumbers' }),
        aBusinessCard({ name: 'Drain Kings', slug: 'drain-kings', category: 'Plumbers' }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeTruthy();
    expect(await screen.findByText('Found 2 businesses matching your criteria')).toBeTruthy();
    await expectToast('Search Complete', 'Found 2 business(es).');
    expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('heading', { name: 'Featured Local Favorites' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Business Category' })).toHaveProperty('value', '');
  });

  it('saves the search when a result opens, for the way back', async () => {
    serveApi({
      'GET /api/businesses/home': homeDirectory(),
      'GET /api/businesses/search': aPage([
        aBusinessCard({ name: 'Pipe Pros', slug: 'pipe-pros' }),
      ]),
    });
    const { user, router } = renderWithProviders(<HomePage />);
    await screen.findByRole('option', { name: 'Bryan' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Bryan');
    await user.click(search());

    await user.click(await screen.findByRole('link', { name: /Pipe Pros/ }));

    expect(currentPath(router)).toBe('/business/pipe-pros');
    expect(readSavedSearch()).toMatchObject({
      selectedCategory: '',
      selectedCity: 'Bryan',
      cameFromSearch: true,
      results: [expect.objectContaining({ name: 'Pipe Pros' })],
    });
  });

  it("says 'No Results' for an empty search and 'Search Error' for a failed one", async () => {
    const server = serveApi({
      'GET /api/businesses/home': homeDirectory(),
      'GET /api/businesses/search': aPage([]),
    });
    const { user } = renderWithProviders(<HomePage />);
    await choosePlumbersInBryan(user);

    await user.click(search());
    await expectToast('No Results', 'No businesses found for "Plumbers" in Bryan.');
    expect(screen.getByText('Found 0 businesses matching your criteria')).toBeTruthy();

    server.use({
      'GET /api/businesses/search': apiError(500, 'internal', 'Something went wrong.'),
    });
    await user.click(search());
    await expectToast('Search Error', 'Failed to search businesses.');
  });

  it('leaves the featured list empty when it cannot be loaded', async () => {
    // Spec 000 section 8: the failure is logged (a warning), the list stays empty.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({ 'GET /api/businesses/home': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('No featured businesses yet')).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // The search still works from the built-in category list.
    expect(
      within(screen.getByRole('combobox', { name: 'Business Category' })).getByRole('option', {
        name: 'Massage Parlors',
      }),
    ).toBeTruthy();
  });

  it('reads in Spanish: the hero, the search with Spanish category names (English to the API), the results and their toasts', async () => {
    await inSpanish();
    const server = serveApi({
      'GET /api/businesses/home': homeDirectory({ featured: [] }),
      'GET /api/businesses/search': aPage([
        aBusinessCard({
          name: 'Pipe Pros',
          category: 'Plumbers',
          description: 'Leaks fixed the same day.',
          descriptionEs: 'Arreglamos fugas el mismo día.',
        }),
        aBusinessCard({
          name: 'Drain Kings',
          category: 'Plumbers',
          description: 'Drains cleared fast.',
        }),
      ]),
    });
    const { user } = renderWithProviders(<HomePage />);

    expect(
      screen.getByRole('heading', { name: 'Descubra negocios locales cerca de usted', level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByText('Todavía no hay negocios destacados')).toBeTruthy();
    const category = screen.getByRole('combobox', { name: 'Categoría del negocio' });
    expect(within(category).getByRole('option', { name: 'Todas las categorías' })).toBeTruthy();
    expect(screen.getByText(/deje la ciudad en blanco/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    await expectToast(
      'Falta un criterio de búsqueda',
      'Elija una categoría o una ciudad para buscar.',
    );

    await user.selectOptions(category, 'Plomeros');
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    await waitFor(() =>
      expect(Object.fromEntries(server.lastCall('GET /api/businesses/search').query)).toEqual({
        category: 'Plumbers',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Resultados de la búsqueda' })).toBeTruthy();
    expect(screen.getByText('2 negocios coinciden con su búsqueda')).toBeTruthy();
    await expectToast('Búsqueda completa', '2 negocios encontrados.');
    const criteria = screen.getByRole('list', { name: 'Criterios de búsqueda' });
    expect(within(criteria).getByText('Plomeros')).toBeTruthy();
    expect(within(criteria).getByText('Todas las ubicaciones')).toBeTruthy();

    const results = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    const pros = within(results).getByRole('link', { name: /Pipe Pros/ });
    expect(within(pros).getByText('Plomeros')).toBeTruthy();
    expect(
      within(pros).getByText('Arreglamos fugas el mismo día.').getAttribute('lang'),
    ).toBeNull();
    const kings = within(results).getByRole('link', { name: /Drain Kings/ });
    expect(within(kings).getByText('Drains cleared fast.').getAttribute('lang')).toBe('en');
  });
});
