import { describe, expect, it } from 'vitest';
import { hoursEntries, hoursRows, openingHoursSpec } from './hours.js';

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

describe('hoursRows', () => {
  it('splits each entry into days and time, keeping times with minutes whole', () => {
    expect(hoursRows('Mon-Fri: 9:30AM-5PM, Sat, Sun: Closed')).toEqual([
      { days: 'Mon-Fri', time: '9:30AM-5PM' },
      { days: 'Sat, Sun', time: 'Closed' },
    ]);
  });

  it('keeps an entry without days as a time of its own', () => {
    expect(hoursRows('By appointment')).toEqual([{ days: null, time: 'By appointment' }]);
  });
});
