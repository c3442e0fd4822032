import { describe, expect, it } from 'vitest';
import { hoursEntries, openingHoursSpec, summarize } from './seo.service.js';
import { matchSpaPage } from './spa-pages.js';

describe('openingHoursSpec', () => {
  it.each([
    ['Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed', ['Mo-Fr 07:00-19:00', 'Sa 08:00-16:00']],
    ['Mon-Fri: 7:30AM-6PM, Sat: 8AM-12PM', ['Mo-Fr 07:30-18:00', 'Sa 08:00-12:00']],
    ['Mon-Thu: 11AM-10PM, Fri-Sat: 11AM-12AM', ['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-00:00']],
    ['Mon, Wed, Fri: 8AM-6PM, Tue, Thu: 2PM-6PM', ['Mo,We,Fr 08:00-18:00', 'Tu,Th 14:00-18:00']],
    ['Open 24 hours, staffed Mon-Fri: 6AM-10PM', ['Mo-Su']],
    ['By appointment', []],
    ['Mon-Fri: 9AM-5PM, Sat: By appointment', ['Mo-Fr 09:00-17:00']],
    ['Someday: 9AM-5PM', []],
  ])('%s', (hours, expected) => {
    expect(openingHoursSpec(hours)).toEqual(expected);
  });

  it('reads nothing from no hours', () => {
    expect(openingHoursSpec(null)).toEqual([]);
  });
});

describe('hoursEntries', () => {
  it('keeps days listed with commas together with their time', () => {
    expect(hoursEntries('Mon, Wed, Fri: 8AM-6PM, Sat-Sun: Closed')).toEqual([
      'Mon, Wed, Fri: 8AM-6PM',
      'Sat-Sun: Closed',
    ]);
  });
});

describe('summarize', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(summarize('  Short   text. ')).toBe('Short text.');
    const cut = summarize('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('matchSpaPage', () => {
  it('matches static pages ignoring letter case and a trailing slash', () => {
    expect(matchSpaPage('/About/')).toMatchObject({ kind: 'static', page: { title: 'About' } });
    expect(matchSpaPage('/')).toMatchObject({ kind: 'static' });
  });

  it('ranks /business/login above the profile parameter', () => {
    expect(matchSpaPage('/business/login')).toMatchObject({ kind: 'static' });
    expect(matchSpaPage('/business/joes-plumbing')).toEqual({
      kind: 'profile',
      businessId: 'joes-plumbing',
    });
  });

  it('decodes parameters and refuses broken encodings', () => {
    expect(matchSpaPage('/city/college%20station')).toEqual({
      kind: 'city',
      cityName: 'college station',
    });
    expect(matchSpaPage('/business/%E0%A4%A')).toBeUndefined();
  });

  it.each(['/nope', '/city', '/business/', '/business/a/b', '/admin'])(
    '%s is not a page',
    (path) => {
      expect(matchSpaPage(path)).toBeUndefined();
    },
  );
});
