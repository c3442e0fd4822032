import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '#web/lib/public-config.js';
import { anEvent, aPage } from '#web/test/builders.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { EventList } from './event-list';

describe('EventList', () => {
  it('lists the upcoming events in Central time', async () => {
    const server = serveApi({
      'GET /api/events?limit=100': aPage([
        anEvent({
          title: 'First Friday',
          // 6 PM to 9 PM in College Station (UTC-5 in June).
          startsAt: '2099-06-05T23:00:00.000Z',
          endsAt: '2099-06-06T02:00:00.000Z',
          venue: 'Downtown Bryan',
          city: 'Bryan',
          url: 'https://firstfriday.example',
        }),
        anEvent({ title: 'Farmers Market', venue: 'Northgate', city: 'College Station' }),
      ]),
    });
    renderWithProviders(<EventList />);

    expect(screen.getByText('Loading events...')).toBeTruthy();
    const friday = await screen.findByRole('article', { name: 'First Friday' });
    expect(screen.getByText('2 upcoming events · Times are Central Time.')).toBeTruthy();
    expect(within(friday).getByText(/Friday, June 5, 2099 · 6:00 PM – 9:00 PM/)).toBeTruthy();
    // A location that names the city already is not followed by it again.
    expect(within(friday).getByText('Downtown Bryan')).toBeTruthy();
    const details = within(friday).getByRole('link', { name: /Event details/ });
    expect(details.getAttribute('href')).toBe('https://firstfriday.example');
    expect(details.getAttribute('target')).toBe('_blank');
    expect(
      within(screen.getByRole('article', { name: 'Farmers Market' })).getByText(
        'Northgate, College Station',
      ),
    ).toBeTruthy();
    expect(server.requests).toHaveLength(1);
  });

  it('says when there are no upcoming events, and points to the newsletter', async () => {
    serveApi({ 'GET /api/events': aPage([]) });
    renderWithProviders(<EventList />);

    expect(await screen.findByRole('heading', { name: 'No upcoming events yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /weekly newsletter/ }).getAttribute('href')).toBe(
      publicConfig.newsletterUrl,
    );
  });

  it('says the events could not be loaded, and Try again asks again', async () => {
    const server = serveApi({
      'GET /api/events': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user } = renderWithProviders(<EventList />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Events could not be loaded')).toBeTruthy();

    server.use({ 'GET /api/events': aPage([anEvent({ title: 'Back On' })]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Back On' })).toBeTruthy());
    expect(screen.getByText('1 upcoming event · Times are Central Time.')).toBeTruthy();
  });
});
