import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGoogleReview, anId, aPublicGoogleReviews } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { GoogleReviewsBlock } from './google-reviews-block';

const DAY = 24 * 60 * 60_000;

describe('GoogleReviewsBlock', () => {
  it("shows the place's rating and each review with its author, stars, time, text and Google's attribution", async () => {
    const businessId = anId();
    const server = serveApi({
      'GET /api/reviews/:id': aPublicGoogleReviews({
        rating: 4.7,
        userRatingCount: 128,
        googleMapsUri: 'https://maps.google.com/?cid=777',
        reviews: [
          aGoogleReview({
            authorName: 'Maria Lopez',
            authorUri: 'https://www.google.com/maps/contrib/101/reviews',
            rating: 4,
            text: 'Fixed our leak the same afternoon. <b>Recommended</b>',
            publishTime: new Date(Date.now() - 90 * DAY).toISOString(),
          }),
          aGoogleReview({
            authorName: 'Sam Ortiz',
            authorUri: null,
            authorPhotoUri: null,
            rating: 5,
            text: '',
            publishTime: null,
            relativeTime: '2 weeks ago',
          }),
        ],
      }),
    });
    renderWithProviders(<GoogleReviewsBlock businessId={businessId} plan="texas_gold" />);

    const block = await screen.findByRole('region', { name: 'Google reviews' });
    expect(server.lastCall('GET /api/reviews/:id').params.id).toBe(businessId);
    expect(within(block).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(within(block).getByText('from 128 ratings on Google')).toBeTruthy();
    expect(hrefOf(/View on Google Maps/, block)).toBe('https://maps.google.com/?cid=777');
    expect(within(block).getByText('Google Maps')).toBeTruthy();

    const [maria, sam] = within(block).getAllByRole('listitem');
    const author = within(maria).getByRole('link', { name: /Maria Lopez/ });
    expect(author.getAttribute('href')).toBe('https://www.google.com/maps/contrib/101/reviews');
    expect(author.getAttribute('target')).toBe('_blank');
    expect(within(maria).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(maria).getByText('3 months ago')).toBeTruthy();
    // Shown as text, never as markup.
    expect(
      within(maria).getByText('Fixed our leak the same afternoon. <b>Recommended</b>'),
    ).toBeTruthy();
    expect(maria.querySelector('b')).toBeNull();
    expect(maria.querySelector('img[referrerpolicy="no-referrer"]')).toBeTruthy();

    expect(within(sam).getByText('Sam Ortiz')).toBeTruthy();
    expect(within(sam).queryByRole('link')).toBeNull();
    expect(within(sam).getByText('2 weeks ago')).toBeTruthy();
  });

  it('speaks Spanish on a Spanish page: heading, rating count, relative times and attribution', async () => {
    await inSpanish();
    serveApi({
      'GET /api/reviews/:id': aPublicGoogleReviews({
        rating: 4.7,
        userRatingCount: 1280,
        reviews: [
          aGoogleReview({
            authorName: 'Maria Lopez',
            text: 'Muy buen servicio.',
            languageCode: 'es',
            publishTime: new Date(Date.now() - 65 * DAY).toISOString(),
          }),
          aGoogleReview({ authorName: 'Sam Ortiz', publishTime: new Date().toISOString() }),
        ],
      }),
    });
    renderWithProviders(<GoogleReviewsBlock businessId={anId()} plan="texas_gold" />);

    const block = await screen.findByRole('region', { name: 'Reseñas de Google' });
    expect(within(block).getByText('de 1,280 calificaciones en Google')).toBeTruthy();
    expect(within(block).getByText('Ver en Google Maps')).toBeTruthy();
    const [maria, sam] = within(block).getAllByRole('listitem');
    expect(within(maria).getByText('hace 2 meses')).toBeTruthy();
    expect(within(sam).getByText('hace un momento')).toBeTruthy();
    expect(block.textContent).toContain('Calificación y reseñas de Google Maps.');
  });

  it('says when the place has no reviews yet', async () => {
    serveApi({ 'GET /api/reviews/:id': aPublicGoogleReviews({ rating: null, reviews: [] }) });
    renderWithProviders(<GoogleReviewsBlock businessId={anId()} plan="texas_gold" />);
    const block = await screen.findByRole('region', { name: 'Google reviews' });
    expect(within(block).getByText('No reviews on Google yet.')).toBeTruthy();
    expect(within(block).queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('shows nothing when the server has none to show, or fails', async () => {
    const server = serveApi({ 'GET /api/reviews/:id': { place: null } });
    const { settled } = renderWithProviders(
      <GoogleReviewsBlock businessId={anId()} plan="texas_gold" />,
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await settled();
    expect(screen.queryByRole('region', { name: 'Google reviews' })).toBeNull();

    server.use({ 'GET /api/reviews/:id': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<GoogleReviewsBlock businessId={anId()} plan="texas_gold" />);
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Google reviews' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for nothing on a plan without reviews', async () => {
    const server = serveApi({});
    const { settled } = renderWithProviders(
      <GoogleReviewsBlock businessId={anId()} plan="silver" />,
    );
    await settled();
    expect(server.requests).toHaveLength(0);
  });
});
