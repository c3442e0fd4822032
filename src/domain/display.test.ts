import { describe, expect, it } from 'vitest';
import { businessPath, profilePageTitle } from './businesses.js';
import { cityCountText, cityNameFromParam, cityPageTitle, citySlug } from './cities.js';
import { addressLine, pluralize } from './format.js';
import { PLAN_IDS_BEST_FIRST } from './plans.js';

describe('business display', () => {
  it('links a profile by slug, else by id', () => {
    expect(businessPath({ id: 'a1', slug: "joe's plumbing" })).toBe("/business/joe's%20plumbing");
    expect(businessPath({ id: 'a1', slug: null })).toBe('/business/a1');
  });

  it('titles a profile with what it is and where, when known', () => {
    const joe = { name: "Joe's", category: 'Plumbers', city: 'Bryan' };
    expect(profilePageTitle(joe)).toBe("Joe's · Plumbers in Bryan");
    expect(profilePageTitle({ ...joe, city: null })).toBe("Joe's · Plumbers");
    expect(profilePageTitle({ ...joe, category: null, city: null })).toBe("Joe's");
  });

  it('joins the address parts that are there', () => {
    const parts = { address: ' 100 Main St ', city: 'Bryan', state: null, zipCode: '77801' };
    expect(addressLine(parts)).toBe('100 Main St, Bryan, 77801');
    expect(addressLine({ address: null, city: '', state: null, zipCode: null })).toBe('');
  });

  it('counts with the right noun', () => {
    expect(pluralize(1, 'review')).toBe('1 review');
    expect(pluralize(1204, 'review')).toBe('1,204 reviews');
    expect(pluralize(2, 'category', 'categories')).toBe('2 categories');
  });
});

describe('cities', () => {
  it('matches a city in any spelling by one slug', () => {
    for (const name of ['College Station', 'college-station', 'COLLEGE  STATION']) {
      expect(citySlug(name)).toBe('college-station');
    }
    expect(citySlug('Café Town')).toBe('cafe-town');
    expect(citySlug('%_')).toBe('');
  });

  it('reads a name from the address, hyphens as spaces', () => {
    expect(cityNameFromParam('nowhere-ville')).toBe('Nowhere Ville');
    expect(cityNameFromParam('college--station ')).toBe('College Station');
  });

  it('words the heading and count as the spec does', () => {
    expect(cityPageTitle('Bryan')).toBe('Businesses in Bryan');
    expect(cityCountText(3, 'Bryan')).toBe('Found 3 local business(es) in Bryan');
    expect(cityCountText(0, 'Bryan')).toBe('No businesses found in Bryan yet. Check back soon!');
  });
});

describe('plan order', () => {
  it('puts the best placement first, from the catalogue', () => {
    expect(PLAN_IDS_BEST_FIRST).toEqual(['texas_gold', 'silver', 'free']);
  });
});
