import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, KOLACHE_TASTING } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import EventPage from './event';

const EVENT_ID = 'e0000000-0000-4000-8000-000000000001';
const ROUTE = '/events/:eventId';

const tasting = anEvent({
  ...KOLACHE_TASTING,
  id: EVENT_ID,
  description: 'Taste the new flavors.\n\nBring a friend: <b>two</b> kolaches each.',
  priceCents: 1250,
  url: 'https://bluebell.example/tasting',
  organizer: { name: 'Blue Bell Bakery', slug: 'blue-bell-bakery' },
});

function renderEvent() {
  return renderWithProviders(<EventPage />, { path: `/events/${EVENT_ID}`, route: ROUTE });
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Event page', () => {
  it('shows what, when, where, the price and the organizer, with Add to calendar', async () => {
    const server = serveApi({ 'GET /api/events/:id': tasting });
    renderEvent();

    expect(screen.getByText('Loading the event...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Kolache Tasting', level: 1 })).toBeTruthy();
    expect(server.lastCall('GET /api/events/:id').params.id).toBe(EVENT_ID);
    expect(document.title).toBe('Kolache Tasting – BCS Local');
    expect(fact('When')?.textContent).toBe(
      'Friday, June 5, 2099' + '6:00 PM – 9:00 PM' + 'Central Time',
    );
    expect(fact('Where')?.textContent).toMatch(/^Blue Bell Bakery200 Main StBryan, TXDirections/);
    expect(fact('Admission')?.textContent).toBe('$12.50');
    expect(hrefOf('Blue Bell Bakery')).toBe('/business/blue-bell-bakery');
    expect(hrefOf(/Event website/)).toBe('https://bluebell.example/tasting');
    // Owner text is shown as text, never as markup.
    expect(screen.getByText(/Bring a friend: <b>two<\/b> kolaches each\./)).toBeTruthy();

    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe(`/api/events/${EVENT_ID}/calendar.ics`);
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(hrefOf('All events')).toBe('/events');
  });

  it('marks a cancelled event and offers no calendar file for it', async () => {
    serveApi({ 'GET /api/events/:id': { ...tasting, cancelled: true } });
    renderEvent();

    await screen.findByRole('heading', { name: 'Kolache Tasting', level: 1 });
    expect(screen.getByRole('status').textContent).toBe('This event has been cancelled.');
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('names BCS Local as the organizer of its own town events, without a profile link', async () => {
    serveApi({
      'GET /api/events/:id': { ...tasting, organizer: { name: 'BCS Local', slug: null } },
    });
    renderEvent();

    await screen.findByRole('heading', { name: 'Kolache Tasting', level: 1 });
    expect(fact('Organizer')?.textContent).toBe('BCS Local');
    expect(within(fact('Organizer') as HTMLElement).queryByRole('link')).toBeNull();
  });

  it("says 'Event Not Found' for an event that is not listed", async () => {
    serveApi({ 'GET /api/events/:id': apiError(404, 'not_found', 'Event not found') });
    renderEvent();

    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeTruthy();
    expect(
      screen.getByText('This event is not listed. See the upcoming events on BCS Local.'),
    ).toBeTruthy();
    expect(hrefOf('All events')).toBe('/events');
  });

  it('reads in Spanish on a Spanish page: the date, the facts and Add to calendar', async () => {
    await inSpanish();
    serveApi({ 'GET /api/events/:id': tasting });
    renderEvent();

    expect(screen.getByText('Cargando el evento...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Kolache Tasting', level: 1 });
    expect(fact('Cuándo')?.textContent).toBe(
      'viernes, 5 de junio de 2099' + '6:00 p.m. – 9:00 p.m.' + 'Hora del Centro',
    );
    expect(fact('Dónde')?.textContent).toMatch(/Bryan, TXCómo llegar/);
    expect(fact('Entrada')?.textContent).toBe('$12.50');
    expect(screen.getByRole('link', { name: 'Agregar al calendario' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sobre este evento' })).toBeTruthy();
    expect(hrefOf('Todos los eventos')).toBe('/events');
  });
});
