import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { serveApi } from '#web/test/serve-api.js';
import AboutPage from './about';

describe('About page', () => {
  it("states the spec's two local-economy claims", () => {
    renderWithProviders(<AboutPage />, { path: '/about' });

    expect(screen.getByRole('heading', { name: 'About BCS Local', level: 1 })).toBeTruthy();
    const story = screen.getByRole('heading', { name: 'Why local matters' }).parentElement!;
    expect(story.textContent).toContain(
      'About 68% of each dollar spent at a local business stays in the community',
    );
    expect(story.textContent).toContain('about 1.5 times more jobs per $100 of spending');
    const facts = screen.getByRole('list', { name: 'Local by the numbers' });
    expect(within(facts).getByText('68%')).toBeTruthy();
    expect(within(facts).getByText('1.5×')).toBeTruthy();
  });

  it('shows four described photos of the area', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });

    const gallery = screen.getByRole('region', { name: 'Around Bryan / College Station' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos).toHaveLength(4);
    for (const photo of photos) expect(photo.getAttribute('alt')).not.toBe('');
  });

  it('leads to the directory, the jobs, the events and the contact form, asking the server nothing', async () => {
    const server = serveApi();
    const { user, router } = renderWithProviders(<AboutPage />, { path: '/about' });

    const offers = screen.getByRole('region', { name: 'What you will find here' });
    expect(hrefOf('Browse businesses', offers)).toBe('/listings');
    expect(hrefOf('Upcoming events', offers)).toBe('/events');
    expect(hrefOf('Contact us')).toBe('/contact');

    await user.click(within(offers).getByRole('link', { name: 'See local jobs' }));
    expect(currentPath(router)).toBe('/jobs');
    expect(server.requests).toEqual([]);
  });
  it('reads in Spanish, its figures and photo descriptions too', async () => {
    await inSpanish();
    renderWithProviders(<AboutPage />, { path: '/about' });

    expect(screen.getByRole('heading', { name: 'Acerca de BCS Local', level: 1 })).toBeTruthy();
    const story = screen.getByRole('heading', { name: 'Por qué importa lo local' }).parentElement!;
    expect(story.textContent).toContain(
      'Cerca de 68% de cada dólar que se gasta en un negocio local se queda en la comunidad',
    );
    const facts = screen.getByRole('list', { name: 'Lo local en cifras' });
    expect(within(facts).getByText('1.5×')).toBeTruthy();
    const gallery = screen.getByRole('region', { name: 'Por Bryan / College Station' });
    expect(
      within(gallery).getByRole('img', { name: 'Atardecer en una calle del centro de Bryan' }),
    ).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'Qué encontrará aquí' });
    expect(hrefOf('Ver empleos locales', offers)).toBe('/jobs');
  });
});
