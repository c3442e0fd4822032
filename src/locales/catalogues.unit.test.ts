/**
 * The message catalogues (issue 28 point 7). Keyed catalogues (`<language>/<area>.json`):
 * each language has every key the other has, every message compiles and names the same
 * placeholders in both, and every key is used by the code (a key named through a
 * template, `insights.metric.${kind}`, counts by its prefix). The domain's messages
 * (`<language>/messages.json`, keyed by their English text): every message of the
 * tables owners and visitors meet is translated, and every key is a message the code
 * has (decision 028).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/languages.js';

const LOCALES = import.meta.dirname;
const SOURCE = join(LOCALES, '..');
/** The catalogue keyed by the domain's English messages, in each language but English. */
const DOMAIN_MESSAGES = 'messages.json';
/** Message tables only the admins read (their dashboard stays English: decision 20). */
const ADMIN_TABLES = [
  'approvalMessages',
  'businessManagementMessages',
  'contactAdminMessages',
  'erasureMessages',
  'importMessages',
  'mailboxMessages',
  'upkeepAdminMessages',
];

const keyedNames = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));
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
const code = sourceFiles(SOURCE)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

function expectCompilesAlike(message: string, original: string, label: string) {
  expect(message.trim(), label).not.toBe('');
  expect(() => compileMessageOrThrow(message), label).not.toThrow();
  expect(placeholders(message), label).toEqual(placeholders(original));
}

/**
 * The messages of the domain's `...Messages` tables, by table: texts as they are, and
 * a message made by a function as its pattern (each parameter as `{name}`), where the
 * function only puts its text parameters in.
 */
async function domainTables(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  const domain = join(SOURCE, 'domain');
  for (const file of readdirSync(domain).filter((f) => /^[\w-]+\.ts$/.test(f))) {
    if (file.endsWith('.test.ts')) continue;
    const module = await import(join(domain, file));
    for (const [name, table] of Object.entries(module)) {
      if (!/^(\w+M|m)essages$/.test(name) || typeof table !== 'object' || !table) continue;
      const texts: string[] = [];
      for (const value of Object.values(table)) {
        if (typeof value === 'string') texts.push(value);
        if (typeof value !== 'function') continue;
        const params = (value.toString().match(/^\(([^)]*)\)/)?.[1] ?? '')
          .split(',')
          .map((p: string) => p.trim())
          .filter(Boolean);
        let made: unknown;
        try {
          made = value(...params.map((p: string) => `{${p}}`));
        } catch {
          continue; // a function of lists or records, not of texts
        }
        if (typeof made === 'string' && params.every((p: string) => made.includes(`{${p}}`))) {
          texts.push(made);
        }
      }
      tables.set(name, texts);
    }
  }
  return tables;
}

describe('the keyed catalogues', () => {
  it('exist in every language', () => {
    expect(keyedNames.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const names = readdirSync(join(LOCALES, language)).filter((f) => f !== DOMAIN_MESSAGES);
      expect(names.sort(), language).toEqual([...keyedNames].sort());
    }
  });

  for (const name of keyedNames) {
    it(`${name}: the same keys in every language, each compiling with the same placeholders`, () => {
      const english = catalogue('en', name);
      for (const language of LANGUAGES) {
        const messages = catalogue(language, name);
        expect(Object.keys(messages).sort(), `${language}/${name}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, message] of Object.entries(messages)) {
          expectCompilesAlike(message, english[key], `${language} ${key}`);
        }
      }
    });

    it(`${name}: every key is used by the code`, () => {
      // A key named through a template (`insights.metric.${kind}`) or a prefix written out
      // ('pages.terms.', a document read key by key) counts by its prefix.
      const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{|'(\w+\.[\w.]*\.)'/g)].map(
        (m) => m[1] ?? m[2],
      );
      const unused = Object.keys(catalogue('en', name)).filter(
        (key) => !code.includes(`'${key}'`) && !prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(unused, relative(SOURCE, join(LOCALES, 'en', name))).toEqual([]);
    });
  }
});

const tables = await domainTables();
const made = new Set([...tables.values()].flat());

describe("the domain's messages", () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const messages = catalogue(language, DOMAIN_MESSAGES);

    it(`${language}: every message compiles with its English placeholders`, () => {
      for (const [english, message] of Object.entries(messages)) {
        expectCompilesAlike(message, english, english);
      }
    });

    it(`${language}: every message owners and visitors meet is translated`, () => {
      const missing = [...tables]
        .filter(([table]) => !ADMIN_TABLES.includes(table))
        .flatMap(([, texts]) => texts)
        .filter((text) => !(text in messages));
      expect(missing).toEqual([]);
    });

    it(`${language}: every key is a message of the code`, () => {
      const inTemplate = (key: string) =>
        new RegExp(
          key
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('\\$\\{[^}]+\\}'),
        ).test(code);
      const unknown = Object.keys(messages).filter(
        (key) => !made.has(key) && !code.includes(`'${key}'`) && !inTemplate(key),
      );
      expect(unknown).toEqual([]);
    });
  }
});
