import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { ResultsWithMap } from './results-with-map';

const items = [
  { id: 'a', slug: 'north-bakery', name: 'North Bakery', latitude: 30.6, longitude: -96.3 },
  { id: 'b', slug: 'south-tacos', name: 'South Tacos', latitude: null, longitude: null },
  { id: 'c', slug: 'east-florist', name: 'East Florist', latitude: null, longitude: -96.2 },
];

describe('ResultsWithMap', () => {
  it('shows the list, and on Map the map with a line for the results left off it', async () => {
    const { user, router } = renderWithProviders(
      <ResultsWithMap items={items} list={<p>The list</p>} />,
      { path: '/listings?q=food' },
    );
    const list = screen.getByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('The list')).toBeTruthy();

    await user.click(map);
    expect(map.getAttribute('aria-pressed')).toBe('true');
    expect(currentPath(router)).toBe('/listings?q=food&view=map');
    expect(screen.queryByText('The list')).toBeNull();
    expect(
      screen.getByText('2 businesses on this page have no location yet and are left off the map.'),
    ).toBeTruthy();

    await user.click(list);
    expect(currentPath(router)).toBe('/listings?q=food');
    expect(screen.getByText('The list')).toBeTruthy();
  });

  it('says so when no result on the page has a location', () => {
    renderWithProviders(<ResultsWithMap items={items.slice(1)} list={<p>The list</p>} />, {
      path: '/city/bryan?view=map',
    });
    expect(
      screen.getByText('None of the businesses on this page has a location yet.'),
    ).toBeTruthy();
    expect(screen.queryByText('The list')).toBeNull();
  });
});
