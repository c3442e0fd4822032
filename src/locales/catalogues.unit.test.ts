/**
 * The message catalogues (issue 28 point 7): each language has every key the other has,
 * every message compiles and names the same placeholders in both, and every key is
 * used by the code (a key named through a template, `insights.metric.${kind}`, counts
 * by its prefix).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/languages.js';

const LOCALES = join(import.meta.dirname);
const SOURCE = join(import.meta.dirname, '..');

const catalogueNames = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));
const catalogue = (language: string, name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES, language, name), 'utf8'));

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the message catalogues', () => {
  it('has at least one catalogue, in every language', () => {
    expect(catalogueNames.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual(
        [...catalogueNames].sort(),
      );
    }
  });

  for (const name of catalogueNames) {
    it(`${name}: the same keys in every language, each compiling with the same placeholders`, () => {
      const english = catalogue('en', name);
      for (const language of LANGUAGES) {
        const messages = catalogue(language, name);
        expect(Object.keys(messages).sort(), `${language}/${name}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, message] of Object.entries(messages)) {
          expect(message.trim(), `${language} ${key}`).not.toBe('');
          expect(() => compileMessageOrThrow(message), `${language} ${key}`).not.toThrow();
          expect(placeholders(message), `${language} ${key}`).toEqual(placeholders(english[key]));
        }
      }
    });

    it(`${name}: every key is used by the code`, () => {
      const code = sourceFiles(SOURCE)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]);
      const unused = Object.keys(catalogue('en', name)).filter(
        (key) => !code.includes(`'${key}'`) && !prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(unused, relative(SOURCE, join(LOCALES, 'en', name))).toEqual([]);
    });
  }
});
