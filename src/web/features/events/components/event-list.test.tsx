import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CitySummary } from '#domain/cities.js';
import { publicConfig } from '#web/lib/public-config.js';
import { anEvent, aPage } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { type ApiRequest, apiError, serveApi } from '#web/test/serve-api.js';
import { EventList } from './event-list';

const HOUR = 60 * 60_000;
const cities = aPage<CitySummary>([
  { name: 'Bryan', slug: 'bryan', businessCount: 12 },
  { name: 'College Station', slug: 'college-station', businessCount: 30 },
]);
const query = (request: ApiRequest) => Object.fromEntries(request.query);

describe('EventList', () => {
  it('lists the upcoming events in Central time, grouped by when they are, each linking to its page', async () => {
    const running = anEvent({
      title: 'Farmers Market',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      venue: 'Northgate',
      city: 'College Station',
      priceCents: 0,
    });
    const server = serveApi({
      'GET /api/cities': cities,
      'GET /api/events': aPage([
        running,
        anEvent({
          title: 'First Friday',
          // 6 PM to 9 PM in College Station (UTC-5 in June).
          startsAt: '2099-06-05T23:00:00.000Z',
          endsAt: '2099-06-06T02:00:00.000Z',
          venue: 'Downtown Bryan',
          city: 'Bryan',
          priceCents: 1250,
          organizer: { name: 'Blue Bell Bakery', slug: 'blue-bell-bakery' },
        }),
      ]),
    });
    renderWithProviders(<EventList />, { path: '/events' });

    expect(screen.getByText('Loading events...')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(within(list).getByText('2 upcoming events · Times are Central Time.')).toBeTruthy();
    const today = within(list).getByRole('region', { name: 'Today' });
    expect(within(today).getByRole('article', { name: 'Farmers Market' })).toBeTruthy();
    expect(within(today).getByText('Northgate, College Station')).toBeTruthy();
    expect(within(today).getByText('Free')).toBeTruthy();

    const later = within(list).getByRole('region', { name: 'Coming up' });
    const friday = within(later).getByRole('article', { name: 'First Friday' });
    expect(within(friday).getByText('Friday, June 5, 2099 · 6:00 PM – 9:00 PM')).toBeTruthy();
    // A venue that names the city already is not followed by it again.
    expect(within(friday).getByText('Downtown Bryan')).toBeTruthy();
    expect(within(friday).getByText('$12.50')).toBeTruthy();
    expect(within(friday).getByText('By Blue Bell Bakery')).toBeTruthy();
    expect(hrefOf('First Friday', friday)).toMatch(/^\/events\/[0-9a-f-]{36}$/);

    expect(query(server.lastCall('GET /api/events'))).toEqual({ limit: '20', offset: '0' });
  });

  it('offers the calendar feed to subscribe to', async () => {
    serveApi({ 'GET /api/cities': cities, 'GET /api/events': aPage([anEvent()]) });
    renderWithProviders(<EventList />, { path: '/events' });

    const feed = await screen.findByRole('region', { name: 'Subscribe to the events calendar' });
    const feedUrl = `${window.location.origin}/events.ics`;
    expect(hrefOf('Subscribe in your calendar app', feed)).toBe(
      feedUrl.replace(/^https?:/, 'webcal:'),
    );
    const google = within(feed).getByRole('link', { name: /Add to Google Calendar/ });
    expect(google.getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedUrl.replace(/^https?:/, 'webcal:'))}`,
    );
    expect(within(feed).getByText(feedUrl)).toBeTruthy();
  });

  it('filters by city and dates, keeps them in the address, and Clear All lifts them', async () => {
    const server = serveApi({
      'GET /api/cities': cities,
      'GET /api/events': (request) =>
        request.query.get('city')
          ? aPage([anEvent({ title: 'Bryan Blues' })])
          : aPage([anEvent({ title: 'Anything' })]),
    });
    const { user, router } = renderWithProviders(<EventList />, { path: '/events' });
    await screen.findByRole('article', { name: 'Anything' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Bryan');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // A date field's own picker sets the whole value at once.
    fireEvent.change(from, { target: { value: '2099-06-10' } });
    fireEvent.change(to, { target: { value: '2099-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    // A range that ends before it starts is not sent.
    expect(
      screen.getByText('The end of the date range must not be before its start.'),
    ).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(currentPath(router)).toBe('/events');

    fireEvent.change(to, { target: { value: '2099-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByRole('article', { name: 'Bryan Blues' })).toBeTruthy();
    expect(currentPath(router)).toBe('/events?city=Bryan&from=2099-06-10&to=2099-06-30');
    expect(query(server.requests.at(-1) as ApiRequest)).toEqual({
      city: 'Bryan',
      from: '2099-06-10',
      to: '2099-06-30',
      limit: '20',
      offset: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('article', { name: 'Anything' })).toBeTruthy();
    expect(currentPath(router)).toBe('/events');
  });

  it('pages on the server', async () => {
    const server = serveApi({
      'GET /api/cities': cities,
      'GET /api/events': (request) =>
        request.query.get('offset') === '20'
          ? aPage([anEvent({ title: 'On Page Two' })], 21)
          : aPage(
              Array.from({ length: 20 }, (_, i) => anEvent({ title: `Event ${i + 1}` })),
              21,
            ),
    });
    const { user, router } = renderWithProviders(<EventList />, { path: '/events?city=Bryan' });
    await screen.findByRole('article', { name: 'Event 20' });

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'On Page Two' })).toBeTruthy();
    expect(currentPath(router)).toBe('/events?city=Bryan&offset=20');
    expect(server.requests.at(-1)?.query.get('city')).toBe('Bryan');
  });

  it('says when nothing matches the filters, and when there are no upcoming events at all', async () => {
    serveApi({ 'GET /api/cities': cities, 'GET /api/events': aPage([]) });
    const { router } = renderWithProviders(<EventList />, { path: '/events?city=Bryan' });

    expect(
      (await screen.findByText('No events match your filters. Try Clear All.')).getAttribute(
        'role',
      ),
    ).toBe('status');

    await router.navigate('/events');
    const empty = await screen.findByText(/^No upcoming events yet\./);
    expect(empty.getAttribute('role')).toBe('status');
    expect(hrefOf(/weekly newsletter/, empty)).toBe(publicConfig.newsletterUrl);
  });

  it('says the events could not be loaded, and Try again asks again', async () => {
    const server = serveApi({
      'GET /api/cities': cities,
      'GET /api/events': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user } = renderWithProviders(<EventList />, { path: '/events' });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Events could not be loaded. Please check your connection and try again.',
      ),
    ).toBeTruthy();

    server.use({ 'GET /api/events': aPage([anEvent({ title: 'Back On' })]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back On' })).toBeTruthy();
    expect(screen.getByText('1 upcoming event · Times are Central Time.')).toBeTruthy();
  });

  it('reads in Spanish on a Spanish page: dates, times, plurals and prices as Spanish writes them', async () => {
    await inSpanish();
    serveApi({
      'GET /api/cities': cities,
      'GET /api/events': aPage([
        anEvent({
          title: 'Fall Festival',
          // Saturday, 10 AM to 2 PM in College Station (UTC-6 in November).
          startsAt: '2099-11-07T16:00:00.000Z',
          endsAt: '2099-11-07T20:00:00.000Z',
          venue: 'Wolf Pen Creek',
          city: 'College Station',
          priceCents: 0,
          organizer: { name: 'Blue Bell Bakery', slug: 'blue-bell-bakery' },
        }),
      ]),
    });
    renderWithProviders(<EventList />, { path: '/events' });

    expect(screen.getByText('Cargando eventos...')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Próximos eventos' });
    expect(within(list).getByText('1 evento próximo · Horas en horario del Centro.')).toBeTruthy();
    const later = within(list).getByRole('region', { name: 'Próximamente' });
    const festival = within(later).getByRole('article', { name: 'Fall Festival' });
    const badge = festival.querySelector('time') as HTMLElement;
    expect([...badge.children].map((part) => part.textContent)).toEqual(['nov', '7', 'sáb']);
    expect(
      within(festival).getByText('sábado, 7 de noviembre de 2099 · 10:00 a.m. – 2:00 p.m.'),
    ).toBeTruthy();
    expect(within(festival).getByText('Gratis')).toBeTruthy();
    expect(within(festival).getByText('Organiza: Blue Bell Bakery')).toBeTruthy();
    expect(hrefOf(/boletín semanal/)).toBe(publicConfig.newsletterUrl);
    expect(
      screen.getByRole('region', { name: 'Suscríbase al calendario de eventos' }),
    ).toBeTruthy();
  });
});
