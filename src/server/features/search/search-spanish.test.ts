/**
 * Search in Spanish and without accents (issue 28 point 6), through the HTTP API on
 * PostgreSQL: a category's Spanish name or synonym finds its businesses, and accents
 * are ignored both ways.
 */
import { describe, expect, test } from 'vitest';
import { createBusiness } from '../../test/factories.js';
import { searchTestSetup } from './search.test-setup.js';

const { db, uniqueCity, search, names } = await searchTestSetup();

describe('search in Spanish', () => {
  test("a category's Spanish name, singular or plural, finds its businesses", async () => {
    const city = uniqueCity('Plomeville');
    await createBusiness(db, { city, category: 'Plumbers', name: 'Drain Masters' });
    await createBusiness(db, { city, category: 'Restaurants', name: 'Taco Town' });
    for (const q of ['plomeros', 'plomero', 'Plomería', 'fontanero']) {
      expect(names(await search({ city, q })), q).toEqual(['Drain Masters']);
    }
    expect(names(await search({ city, q: 'restaurantes' }))).toEqual(['Taco Town']);
  });

  test('a Spanish word still being typed finds the category it begins', async () => {
    const city = uniqueCity('Typeville');
    await createBusiness(db, { city, category: 'Pest Control', name: 'Bug Busters' });
    await createBusiness(db, { city, category: 'Gyms', name: 'Iron Works' });
    expect(names(await search({ city, q: 'fumig' }))).toEqual(['Bug Busters']);
    expect(names(await search({ city, q: 'gimnas' }))).toEqual(['Iron Works']);
  });

  test('a Spanish category word narrows with the other words, as an English one does', async () => {
    const city = uniqueCity('Bothville');
    await createBusiness(db, { city, category: 'Plumbers', name: 'Aggie Pipes' });
    await createBusiness(db, { city, category: 'Plumbers', name: 'Brazos Drains' });
    await createBusiness(db, { city, category: 'Restaurants', name: 'Aggie Grill' });
    expect(names(await search({ city, q: 'plomeros aggie' }))).toEqual(['Aggie Pipes']);
    expect(names(await search({ city, q: 'aggie plomeros' }))).toEqual(['Aggie Pipes']);
  });

  test('accents are ignored both ways', async () => {
    const city = uniqueCity('Acentoville');
    await createBusiness(db, { city, category: 'Restaurants', name: 'Panadería La Esperanza' });
    await createBusiness(db, { city, category: 'Beauty Salons', name: 'Peluqueria Rosita' });
    expect(names(await search({ city, q: 'panaderia' }))).toEqual(['Panadería La Esperanza']);
    expect(names(await search({ city, q: 'PANADERÍA esperanza' }))).toEqual([
      'Panadería La Esperanza',
    ]);
    expect(names(await search({ city, q: 'peluquería' }))).toEqual(['Peluqueria Rosita']);
  });

  test('English searches find what they found before', async () => {
    const city = uniqueCity('Sameville');
    await createBusiness(db, { city, category: 'Plumbers', name: 'Drain Masters' });
    await createBusiness(db, { city, category: 'Roofers', name: 'Top Roofs' });
    expect(names(await search({ city, q: 'plumbers' }))).toEqual(['Drain Masters']);
    expect(names(await search({ city, q: 'roof' }))).toEqual(['Top Roofs']);
    // 'techo' names Roofers in Spanish; 'tech' as typed still reads as the beginning of a word.
    expect(names(await search({ city, q: 'techos' }))).toEqual(['Top Roofs']);
  });
});
