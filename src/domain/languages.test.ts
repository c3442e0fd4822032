import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, preferredLanguage } from './languages.js';

describe('preferredLanguage', () => {
  it('takes the most wanted of our languages from an Accept-Language header', () => {
    expect(preferredLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR, es;q=0.5, en;q=0.7')).toBe('en');
    expect(preferredLanguage('de, es;q=0')).toBeNull();
  });

  it('has no answer without a header or with a header of other languages', () => {
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage('fr-CA,fr;q=0.9')).toBeNull();
  });
});

describe('Spanish paths', () => {
  it('reads the language and the bare path from a path', () => {
    expect(languageOfPath('/es/jobs')).toEqual({ language: 'es', path: '/jobs' });
    expect(languageOfPath('/es')).toEqual({ language: 'es', path: '/' });
    expect(languageOfPath('/jobs')).toEqual({ language: 'en', path: '/jobs' });
    expect(languageOfPath('/estate-agents')).toEqual({ language: 'en', path: '/estate-agents' });
  });

  it('writes a path in either language, whichever it was in', () => {
    expect(pathInLanguage('/jobs', 'es')).toBe('/es/jobs');
    expect(pathInLanguage('/', 'es')).toBe('/es');
    expect(pathInLanguage('/es/jobs', 'en')).toBe('/jobs');
    expect(pathInLanguage('/es/jobs', 'es')).toBe('/es/jobs');
  });
});
