import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '../test/in-spanish';
import { formatDate, formatNumber, localPath, translated, translator } from './i18n';

/** A catalogue as the build makes it: each message compiled. */
const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));

const t = translator(
  compiled({
    'test.jobs': '{count, plural, one {# open job} other {# open jobs}}',
    'test.hello': 'Hello, {name}',
  }),
);

const november = new Date(Date.UTC(2026, 10, 28, 18, 30));
const price = { style: 'currency', currency: 'USD' } as const;
const day = { dateStyle: 'full', timeZone: 'America/Chicago' } as const;

describe('the page language', () => {
  it('writes English plurals, numbers, prices and dates', () => {
    expect(t('test.jobs', { count: 1 })).toBe('1 open job');
    expect(t('test.jobs', { count: 1200 })).toBe('1,200 open jobs');
    expect(t('test.hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatNumber(29, price)).toBe('$29.00');
    expect(formatDate(november, day)).toBe('Saturday, November 28, 2026');
    expect(localPath('/jobs')).toBe('/jobs');
    expect(translated('Job not found')).toBe('Job not found');
  });

  it('writes them as Spanish does on a Spanish page', async () => {
    await inSpanish();
    expect(formatNumber(12345.5)).toBe('12,345.5');
    // es-US: Spanish as the United States writes it, dollars and digits as here.
    expect(formatNumber(29, price)).toBe('$29.00');
    expect(formatDate(november, day)).toBe('sábado, 28 de noviembre de 2026');
    expect(localPath('/jobs')).toBe('/es/jobs');
    expect(localPath('/')).toBe('/es');
    // The domain's messages, and a pattern's parts, through messages.json.
    expect(translated('Job not found')).not.toBe('Job not found');
    expect(translated('Category is required')).toContain('Categoría');
  });
});
