import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsightDay, InsightTotals, ListingInsights } from '#domain/insights.js';
import { addDays } from '#domain/time.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { currentPath, findToast, renderWithProviders } from '#web/test/render.js';
import { columnNames } from '#web/test/screen.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { InsightsTab } from './insights-tab';

const TO = '2026-11-20';

function totals(search: number, views: number, website = 0, phone = 0): InsightTotals {
  return {
    searchAppearances: search,
    profileViews: views,
    clicks: { website, phone, email: 0, directions: 0 },
  };
}

/** `days` days ending TO: 1,234 search appearances on the last, 7 profile views the day before. */
function insightsOf(days: 7 | 30 | 90): ListingInsights {
  const daily: InsightDay[] = Array.from({ length: days }, (_, i) => ({
    date: addDays(TO, i - days + 1),
    ...totals(0, 0),
  }));
  daily[days - 1] = { date: TO, ...totals(1234, 0, 3, 0) };
  daily[days - 2] = { date: addDays(TO, -1), ...totals(0, 7, 0, 2) };
  return {
    days,
    from: daily[0].date,
    to: TO,
    totals: totals(1234, 7, 3, 2),
    previous: totals(1000, 0, 6, 2),
    daily,
    topSearches: [
      { term: 'plumber', count: 12 },
      { term: 'water heater', count: 2 },
    ],
    referrers: [
      { source: 'google.com', views: 5 },
      { source: '(direct)', views: 1 },
      { source: '/listings', views: 1 },
    ],
  };
}

function serveInsights() {
  return serveApi({
    'GET /api/portal/insights?days=30': insightsOf(30),
    'GET /api/portal/insights?days=7': insightsOf(7),
    'GET /api/portal/insights/settings': { monthlyReport: true },
  });
}

const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('InsightsTab', () => {
  it('shows a Silver listing its totals against the period before, the chart and the table of each day', async () => {
    const server = serveInsights();
    renderWithProviders(<InsightsTab plan="silver" />, { path: '/business/portal?tab=insights' });

    expect(screen.getByText('Loading your insights...')).toBeTruthy();
    await screen.findByRole('region', { name: 'Numbers per day' });
    expect(within(tile('Search appearances')).getByText('1,234')).toBeTruthy();
    expect(screen.getByText('Oct 22, 2026 to Nov 20, 2026, College Station time')).toBeTruthy();
    expect(server.lastCall('GET /api/portal/insights?days=30').query.get('days')).toBe('30');
    expect(
      within(tile('Search appearances')).getByText('+23% from the 30 days before'),
    ).toBeTruthy();
    expect(within(tile('Profile views')).getByText('Up from none the 30 days before')).toBeTruthy();
    expect(within(tile('Website clicks')).getByText('-50% from the 30 days before')).toBeTruthy();
    expect(
      within(tile('Phone clicks')).getByText('No change from the 30 days before'),
    ).toBeTruthy();

    expect(screen.getByText('Search appearances per day')).toBeTruthy();
    expect(within(screen.getByTestId('insights-chart-bars')).getAllByTitle(/./)).toHaveLength(30);
    await screen.findByRole('button', { name: 'Profile views', pressed: false });

    const table = within(screen.getByRole('region', { name: 'Numbers per day' })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row');
    // The header, 30 days, the total.
    expect(rows).toHaveLength(32);
    expect(columnNames(rows[0])).toEqual([
      'Day',
      'Search appearances',
      'Profile views',
      'Website clicks',
      'Phone clicks',
      'Email clicks',
      'Directions clicks',
    ]);
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual(['Fri, Nov 20', '1,234', '0', '3', '0', '0', '0']);
    expect(cells(rows[2])).toEqual(['Thu, Nov 19', '0', '7', '0', '2', '0', '0']);
    expect(cells(rows[31])).toEqual(['Total', '1,234', '7', '3', '2', '0', '0']);

    const searches = within(screen.getByRole('region', { name: 'Top searches' }));
    expect(searches.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'plumber12 times',
      'water heater2 times',
    ]);
    const sources = within(screen.getByRole('region', { name: 'Where visitors came from' }));
    expect(sources.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'google.com5 visits',
      'Direct or unknown1 visit',
      'BCS Local listings1 visit',
    ]);
    expect(hrefOf('Download CSV')).toBe('/api/portal/insights.csv?days=30');
  });

  it('speaks Spanish on a Spanish page: metric names, percentages, month names and plurals', async () => {
    await inSpanish();
    serveInsights();
    renderWithProviders(<InsightsTab plan="silver" />, { path: '/business/portal?tab=insights' });

    expect(screen.getByText('Cargando sus estadísticas...')).toBeTruthy();
    await screen.findByRole('region', { name: 'Cifras por día' });
    expect(screen.getByRole('heading', { name: 'Estadísticas' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '7 días' })).toBeTruthy();
    expect(
      screen.getByText('Del 22 oct 2026 al 20 nov 2026, hora de College Station'),
    ).toBeTruthy();
    const searches = tile('Apariciones en búsquedas');
    expect(within(searches).getByText('1,234')).toBeTruthy();
    expect(within(searches).getByText('+23% respecto a los 30 días anteriores')).toBeTruthy();
    expect(
      within(tile('Clics al sitio web')).getByText('-50% respecto a los 30 días anteriores'),
    ).toBeTruthy();
    expect(
      within(tile('Clics al teléfono')).getByText('Sin cambio respecto a los 30 días anteriores'),
    ).toBeTruthy();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[0]).slice(0, 3)).toEqual([
      'Día',
      'Apariciones en búsquedas',
      'Visitas al perfil',
    ]);
    expect(cells(rows[1])).toEqual(['vie, 20 de nov', '1,234', '0', '3', '0', '0', '0']);
    expect(cells(rows[31])[0]).toBe('Total');

    const sources = within(
      screen.getByRole('region', { name: 'De dónde llegaron los visitantes' }),
    );
    expect(sources.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'google.com5 visitas',
      'Directo o desconocido1 visita',
      'Fichas de BCS Local1 visita',
    ]);
    expect(
      screen.getByRole('checkbox', { name: /Enviarme un informe mensual por correo/ }),
    ).toBeTruthy();
    expect(hrefOf('Descargar CSV')).toBe('/api/portal/insights.csv?days=30');
  });

  it('switches the period, keeps it in the address and the CSV follows', async () => {
    const server = serveInsights();
    const { user, router } = renderWithProviders(<InsightsTab plan="texas_gold" />, {
      path: '/business/portal?tab=insights',
    });
    await screen.findByRole('region', { name: 'Numbers per day' });

    await user.click(screen.getByRole('tab', { name: '7 days' }));
    await waitFor(() => expect(server.calls('GET /api/portal/insights?days=7')).toHaveLength(1));
    expect(currentPath(router)).toBe('/business/portal?tab=insights&days=7');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(9),
    );
    expect(hrefOf('Download CSV')).toBe('/api/portal/insights.csv?days=7');
  });

  it('shows the chart of another number when asked', async () => {
    serveInsights();
    const { user } = renderWithProviders(<InsightsTab plan="silver" />);
    await screen.findByRole('region', { name: 'Numbers per day' });

    await user.click(screen.getByRole('button', { name: 'Clicks' }));
    expect(screen.getByText('Clicks per day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clicks' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByTitle('Fri, Nov 20: 3 clicks')).toBeTruthy();
    expect(screen.getByTitle('Thu, Nov 19: 2 clicks')).toBeTruthy();
  });

  it('turns the monthly report off and says so', async () => {
    const server = serveInsights();
    server.use({
      'PUT /api/portal/insights/settings': {
        message: 'Your report setting is saved.',
        monthlyReport: false,
      },
    });
    const { user } = renderWithProviders(<InsightsTab plan="silver" />);
    const box = await screen.findByRole('checkbox', { name: /Email me a monthly report/ });
    await waitFor(() => expect(box).toHaveProperty('checked', true));

    await user.click(box);

    expect(await findToast('Your report setting is saved.')).toBeTruthy();
    expect(server.lastCall('PUT /api/portal/insights/settings').body).toEqual({
      monthlyReport: false,
    });
    expect(box).toHaveProperty('checked', false);
  });

  it('says when the numbers could not be loaded, and tries again', async () => {
    const server = serveApi({
      'GET /api/portal/insights': apiError(500, 'internal', 'Something went wrong'),
      'GET /api/portal/insights/settings': { monthlyReport: true },
    });
    const { user } = renderWithProviders(<InsightsTab plan="silver" />);

    expect(await screen.findByText('We could not load your insights.')).toBeTruthy();
    server.use({ 'GET /api/portal/insights': insightsOf(30) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Numbers per day' });
    expect(within(tile('Search appearances')).getByText('1,234')).toBeTruthy();
  });

  it('shows a free listing what Insights has, numbers hidden, and the way to the plans', async () => {
    // No route is served: the preview asks the server for nothing.
    renderWithProviders(<InsightsTab plan="free" />);

    expect(
      screen.getByText(
        /Insights are part of the Silver and Texas Gold plans. Upgrade to see how your listing does./,
      ),
    ).toBeTruthy();
    expect(hrefOf('See plans')).toBe('/pricing');
    expect(within(tile('Profile views')).getByText('Hidden')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('shows a free listing the preview in Spanish', async () => {
    await inSpanish();
    renderWithProviders(<InsightsTab plan="free" />);

    expect(
      screen.getByText(/Las estadísticas son parte de los planes Silver y Texas Gold/),
    ).toBeTruthy();
    expect(hrefOf('Ver planes')).toBe('/pricing');
    expect(within(tile('Visitas al perfil')).getByText('Oculto')).toBeTruthy();
  });
});
