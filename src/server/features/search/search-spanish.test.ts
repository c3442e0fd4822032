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

/** A business of a case's town: its name, its category and its Spanish description, if any. */
type Listed = [name: string, category: Category, descriptionEs?: string];

const CASES: { title: string; town: Listed[]; finds: Record<string, string[]> }[] = [
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
  {
    title: 'a Spanish description is searched by Spanish stems, beside the English words',
    town: [
      ['Lupita Bakery', 'Restaurants', 'Horneamos conchas y pan dulce cada mañana.'],
      ['Brazos Bread', 'Restaurants', 'Pan de caja para restaurantes.'],
    ],
    finds: {
      concha: ['Lupita Bakery'],
      horneados: ['Lupita Bakery'],
      'lupita conchas': ['Lupita Bakery'],
      'bakery manana': ['Lupita Bakery'],
    },
  },
];

describe('search in Spanish', () => {
  test.each(CASES)('$title', async ({ town, finds }) => {
    const city = uniqueCity('Town');
    for (const [name, category, descriptionEs] of town) {
      await createBusiness(db, { city, name, category, descriptionEs });
    }
    for (const [q, expected] of Object.entries(finds)) {
      expect(names(await search({ city, q })), q).toEqual(expected);
    }
  });
});
