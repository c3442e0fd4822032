import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#domain/api-paths.js';
import { answerLanguage, urlOf } from './api-client';

const WEB = join(import.meta.dirname, '..');

function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('answerLanguage', () => {
  it("is the page's language, read from its address", () => {
    expect(answerLanguage('/jobs')).toBe('en');
    expect(answerLanguage('/')).toBe('en');
    expect(answerLanguage('/es/jobs')).toBe('es');
    expect(answerLanguage('/es')).toBe('es');
    expect(answerLanguage('/estates')).toBe('en');
  });
});

describe('urlOf', () => {
  it('fills and encodes path parameters, and keeps the query in order without empty values', () => {
    expect(urlOf(apiPaths.directory.profile, { params: { idOrSlug: 'tacos & more/2' } })).toBe(
      '/api/businesses/tacos%20%26%20more%2F2',
    );
    expect(
      urlOf(apiPaths.jobs.board, {
        query: { limit: 20, offset: 0, q: 'cook', location: '', category: undefined },
      }),
    ).toBe('/api/jobs?limit=20&offset=0&q=cook');
    expect(urlOf(apiPaths.directory.home)).toBe('/api/businesses/home');
    expect(urlOf(apiPaths.photos.file, { params: { id: 'a1', variant: 'thumbnail' } })).toBe(
      '/api/photos/a1/thumbnail',
    );
  });

  it('refuses an address without one of its path parameters', () => {
    expect(() => urlOf(apiPaths.jobs.detail, { params: { id: '' } })).toThrow(
      'GET /api/jobs/:id needs the path parameter id',
    );
  });
});

describe('the browser code', () => {
  it('writes no API address by hand: every one comes from api-paths.ts', () => {
    const literal = /['"`]\/api\//;
    const offenders = webSources(WEB)
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB, file));
    expect(offenders).toEqual([]);
  });
});
