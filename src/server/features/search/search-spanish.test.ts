/**
 * Search in Spanish and without accents (issue 28 point 6), through the HTTP API on
 * PostgreSQL: a category's Spanish name or synonym finds its businesses, and accents
 * are ignored both ways. Each case is a town of its own: its businesses, then what
 * each search there finds.
 */
import { describe, expect, test } from 'vitest';
import type { Category } from '#domain/categories.js';
import { createBusiness } from '../../test/factories.js';
import { searchTestSetup } from './search.test-setup.js';

const { db, uniqueCity, search, names } = await searchTestSetup();

const CASES: { title: string; town: [string, Category][]; finds: Record<string, string[]> }[] = [
  {
    title: "a category's Spanish name, singular or plural, finds its businesses",
    town: [
      ['Drain Masters', 'Plumbers'],
      ['Taco Town', 'Restaurants'],
    ],
    finds: {
      plomeros: ['Drain Masters'],
      plomero: ['Drain Masters'],
      Plomería: ['Drain Masters'],
      fontanero: ['Drain Masters'],
      restaurantes: ['Taco Town'],
    },
  },
  {
    title: 'a Spanish word still being typed finds the category it begins',
    town: [
      ['Bug Busters', 'Pest Control'],
      ['Iron Works', 'Gyms'],
    ],
    finds: { fumig: ['Bug Busters'], gimnas: ['Iron Works'] },
  },
  {
    title: 'a Spanish category word narrows with the other words, as an English one does',
    town: [
      ['Aggie Pipes', 'Plumbers'],
      ['Brazos Drains', 'Plumbers'],
      ['Aggie Grill', 'Restaurants'],
    ],
    finds: { 'plomeros aggie': ['Aggie Pipes'], 'aggie plomeros': ['Aggie Pipes'] },
  },
  {
    title: 'accents are ignored both ways',
    town: [
      ['Panadería La Esperanza', 'Restaurants'],
      ['Peluqueria Rosita', 'Beauty Salons'],
    ],
    finds: {
      panaderia: ['Panadería La Esperanza'],
      'PANADERÍA esperanza': ['Panadería La Esperanza'],
      peluquería: ['Peluqueria Rosita'],
    },
  },
  {
    title: 'English searches find what they found before',
    town: [
      ['Drain Masters', 'Plumbers'],
      ['Top Roofs', 'Roofers'],
    ],
    finds: { plumbers: ['Drain Masters'], roof: ['Top Roofs'], techos: ['Top Roofs'] },
  },
];

describe('search in Spanish', () => {
  test.each(CASES)('$title', async ({ town, finds }) => {
    const city = uniqueCity('Town');
    for (const [name, category] of town) await createBusiness(db, { city, name, category });
    for (const [q, expected] of Object.entries(finds)) {
      expect(names(await search({ city, q })), q).toEqual(expected);
    }
  });
});
