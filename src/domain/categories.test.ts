import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES_IN_SPANISH } from './categories.js';
import { categoriesNamedInSpanish, foldAccents } from './category-words.js';

describe('categories in Spanish', () => {
  it('names every category in Spanish', () => {
    for (const [category, name] of Object.entries(CATEGORY_NAMES_IN_SPANISH)) {
      expect(name, category).not.toBe('');
    }
  });
  it('folds accents and case the way search compares words', () => {
    expect(foldAccents('Peluquería ÑANDÚ')).toBe('peluqueria nandu');
  });

  it('finds the category a whole Spanish word names, with or without accents', () => {
    expect(categoriesNamedInSpanish('plomeros')).toEqual(['Plumbers']);
    expect(categoriesNamedInSpanish('PLOMERIA')).toEqual(['Plumbers']);
    expect(categoriesNamedInSpanish('peluquería')).toEqual(['Beauty Salons']);
    expect(categoriesNamedInSpanish('raices')).toEqual(['Real Estate']);
  });

  it('finds nothing for a word that names no category, or a linking word', () => {
    expect(categoriesNamedInSpanish('pizza')).toEqual([]);
    expect(categoriesNamedInSpanish('de')).toEqual([]);
    expect(categoriesNamedInSpanish('plome')).toEqual([]);
  });

  it('reads a word still being typed as a beginning, from three letters', () => {
    expect(categoriesNamedInSpanish('plome', true)).toEqual(['Plumbers']);
    expect(categoriesNamedInSpanish('ga', true)).toEqual([]);
    expect(categoriesNamedInSpanish('se', true)).toEqual([]);
    expect(categoriesNamedInSpanish('ser', true)).toEqual(['Services']);
  });
});
