import { describe, expect, it } from 'vitest';
import {
  compileHours,
  formatHoursText,
  hoursEntries,
  hoursRows,
  isOpenAt,
  isOpenAtWall,
  type OpeningHours,
  openingHoursSpec,
  openingHoursSpecification,
  openStatusAt,
  parseHoursText,
  specialOpeningHoursSpecification,
  wallTimeAt,
} from './hours.js';
import { hoursTextProblem, openingHoursProblem } from './hours-schema.js';

/** A College Station wall time as the instant it names ('2026-11-27T17:45', CST or CDT). */
const at = (local: string, offset: '-05:00' | '-06:00') => new Date(`${local}:00${offset}`);

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
});

describe('hoursEntries and hoursRows', () => {
  it('keeps days listed with commas together with their time', () => {
    expect(hoursEntries('Mon, Wed, Fri: 8AM-6PM, Sat-Sun: Closed')).toEqual([
      'Mon, Wed, Fri: 8AM-6PM',
      'Sat-Sun: Closed',
    ]);
  });

  it('keeps a comma inside a special date note with its date', () => {
    expect(hoursEntries('Mon: 9AM-5PM, 2026-12-24: 9AM-1PM (Eve, short day)')).toEqual([
      'Mon: 9AM-5PM',
      '2026-12-24: 9AM-1PM (Eve, short day)',
    ]);
  });

  it('splits each entry into days and time, keeping times with minutes whole', () => {
    expect(hoursRows('Mon-Fri: 9:30AM-5PM, Sat, Sun: Closed')).toEqual([
      { days: 'Mon-Fri', time: '9:30AM-5PM' },
      { days: 'Sat, Sun', time: 'Closed' },
    ]);
    expect(hoursRows('By appointment')).toEqual([{ days: null, time: 'By appointment' }]);
  });
});

const WEEKDAY_9_TO_5: OpeningHours = parseHoursText('Mon-Fri: 9AM-5PM');

describe('parseHoursText', () => {
  it('reads days, ranges, closed days and leaves unnamed days closed', () => {
    expect(parseHoursText('Mon-Fri: 7:30AM-6PM, Sat: 8AM-12PM')).toEqual({
      week: {
        mon: [{ open: '07:30', close: '18:00' }],
        tue: [{ open: '07:30', close: '18:00' }],
        wed: [{ open: '07:30', close: '18:00' }],
        thu: [{ open: '07:30', close: '18:00' }],
        fri: [{ open: '07:30', close: '18:00' }],
        sat: [{ open: '08:00', close: '12:00' }],
        sun: 'closed',
      },
      special: [],
      note: null,
    });
  });

  it('reads ranges past midnight, several ranges, 24 hours and wrapping day ranges', () => {
    const hours = parseHoursText(
      'Sat-Mon: 9AM-12PM & 1PM-5PM, Tue: Open 24 hours, Fri: 6PM-2AM, Wed-Thu: Closed',
    );
    expect(hours.week.sun).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ]);
    expect(hours.week.tue).toBe('open24');
    expect(hours.week.fri).toEqual([{ open: '18:00', close: '02:00' }]);
    expect(hours.week.wed).toBe('closed');
    expect(hours.note).toBeNull();
  });

  it('keeps what it cannot read as the note and leaves those days unknown', () => {
    const hours = parseHoursText('Mon-Fri: 7AM-6PM, Sat: By appointment, Sun: Closed');
    expect(hours.week.sat).toBeNull();
    expect(hours.week.sun).toBe('closed');
    expect(hours.note).toBe('Sat: By appointment');
    expect(parseHoursText('By appointment')).toEqual({
      week: parseHoursText('').week,
      special: [],
      note: 'By appointment',
    });
  });

  it('reads special dates with their notes', () => {
    const hours = parseHoursText(
      'Mon-Fri: 9AM-5PM, 2026-12-25: Closed (Christmas Day), 2026-12-24: 9AM-1PM',
    );
    expect(hours.special).toEqual([
      { date: '2026-12-24', hours: [{ open: '09:00', close: '13:00' }], note: null },
      { date: '2026-12-25', hours: 'closed', note: 'Christmas Day' },
    ]);
  });

  it('does not take an impossible date or an overlapping day as read', () => {
    expect(parseHoursText('2026-02-30: Closed').note).toBe('2026-02-30: Closed');
    expect(parseHoursText('Mon: 9AM-5PM & 4PM-6PM').note).toBe('Mon: 9AM-5PM & 4PM-6PM');
  });

  it('formats back to text that reads to the same model', () => {
    for (const text of [
      'Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed',
      'Mon: 9AM-12PM & 1PM-5:30PM, Tue-Sun: Closed, 2026-12-25: Closed (Christmas, family day)',
      'Open 24 hours',
      'Mon-Thu: 11AM-10PM, Fri-Sat: 11AM-2AM, Sun: 11AM-9PM',
      'Mon-Fri: 8AM-5PM, Sat: By appointment',
    ]) {
      const model = parseHoursText(text);
      expect(parseHoursText(formatHoursText(model))).toEqual(model);
    }
    expect(formatHoursText(parseHoursText('Mon-Fri: 7AM-7PM, Sat: 8AM-4PM'))).toBe(
      'Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed',
    );
  });
});

describe('openingHoursSchema', () => {
  const day = (ranges: Array<[string, string]>): OpeningHours => ({
    ...WEEKDAY_9_TO_5,
    week: { ...WEEKDAY_9_TO_5.week, mon: ranges.map(([open, close]) => ({ open, close })) },
  });

  it.each([
    [day([['9:00', '17:00']]), 'Times must be written as HH:MM (00:00 to 23:59)'],
    [day([['09:00', '24:00']]), 'Times must be written as HH:MM (00:00 to 23:59)'],
    [day([['09:00', '09:00']]), 'A time range must end at a different time than it starts'],
    [
      day([
        ['09:00', '12:00'],
        ['11:00', '14:00'],
      ]),
      'Time ranges on the same day must not overlap',
    ],
    [
      day([
        ['20:00', '02:00'],
        ['21:00', '22:00'],
      ]),
      'Time ranges on the same day must not overlap',
    ],
    [
      day([
        ['06:00', '07:00'],
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
      ]),
      'A day can have at most 3 time ranges',
    ],
    [
      { ...WEEKDAY_9_TO_5, special: [{ date: '2026-02-29', hours: 'closed', note: null }] },
      'Special dates must be real dates (YYYY-MM-DD)',
    ],
    [
      {
        ...WEEKDAY_9_TO_5,
        special: Array.from({ length: 31 }, (_, i) => ({
          date: `2027-01-${String(i + 1).padStart(2, '0')}`,
          hours: 'closed' as const,
          note: null,
        })),
      },
      'At most 30 special dates are allowed',
    ],
    [
      {
        ...WEEKDAY_9_TO_5,
        special: [
          { date: '2026-12-25', hours: 'closed', note: null },
          { date: '2026-12-25', hours: 'open24', note: null },
        ],
      },
      'Each special date can be listed only once',
    ],
  ] as Array<[OpeningHours, string]>)('refuses %#', (hours, message) => {
    expect(openingHoursProblem(hours)).toBe(message);
  });

  it('accepts a good week with ranges past midnight', () => {
    expect(
      openingHoursProblem(
        day([
          ['09:00', '12:00'],
          ['18:00', '02:00'],
        ]),
      ),
    ).toBeNull();
  });
});

describe('openStatusAt (America/Chicago)', () => {
  const weekdays = parseHoursText('Mon-Fri: 8AM-5PM, Sat: 10AM-2PM');

  it('is open with the closing time, then closing soon within 30 minutes', () => {
    // Friday 27 November 2026 (CST).
    expect(openStatusAt(weekdays, at('2026-11-27T09:00', '-06:00'))).toEqual({
      state: 'open',
      closesAt: { date: '2026-11-27', weekday: 4, minute: 17 * 60 },
    });
    expect(openStatusAt(weekdays, at('2026-11-27T16:30', '-06:00')).state).toBe('closingSoon');
    expect(openStatusAt(weekdays, at('2026-11-27T16:29', '-06:00')).state).toBe('open');
  });

  it('is closed with the next opening, across the weekend', () => {
    expect(openStatusAt(weekdays, at('2026-11-27T17:00', '-06:00'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-28', weekday: 5, minute: 10 * 60 },
    });
    expect(openStatusAt(weekdays, at('2026-11-28T15:00', '-06:00'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-30', weekday: 0, minute: 8 * 60 },
    });
  });

  it('keeps an overnight range open after midnight, on the day it began', () => {
    const bar = parseHoursText('Mon-Thu: 11AM-10PM, Fri-Sat: 6PM-2AM, Sun: Closed');
    // Saturday 1:45 AM belongs to Friday's range; Sunday 1 AM to Saturday's.
    expect(openStatusAt(bar, at('2026-11-28T01:00', '-06:00'))).toEqual({
      state: 'open',
      closesAt: { date: '2026-11-28', weekday: 5, minute: 120 },
    });
    expect(openStatusAt(bar, at('2026-11-29T01:45', '-06:00')).state).toBe('closingSoon');
    expect(openStatusAt(bar, at('2026-11-29T02:00', '-06:00'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-30', weekday: 0, minute: 11 * 60 },
    });
  });

  it('lets special dates replace the weekday, but not the day before running past midnight', () => {
    const hours = parseHoursText(
      'Mon-Sun: 6PM-2AM, 2026-12-25: Closed (Christmas), 2026-12-31: 6PM-4AM',
    );
    expect(openStatusAt(hours, at('2026-12-25T01:00', '-06:00')).state).toBe('open');
    expect(openStatusAt(hours, at('2026-12-25T19:00', '-06:00'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-12-26', weekday: 5, minute: 18 * 60 },
    });
    expect(openStatusAt(hours, at('2027-01-01T03:00', '-06:00')).state).toBe('open');
    expect(openStatusAt(hours, at('2027-01-01T03:30', '-06:00')).state).toBe('closingSoon');
    expect(isOpenAt(hours, at('2027-01-01T03:59', '-06:00'))).toBe(true);
    expect(isOpenAt(hours, at('2027-01-01T04:00', '-06:00'))).toBe(false);
  });

  it('counts real minutes to a closing across the spring-forward night (8 March 2026)', () => {
    const hours = parseHoursText('Mon-Sun: 1AM-3AM');
    // 1:45 CST is 15 real minutes before 3:00 CDT.
    expect(openStatusAt(hours, at('2026-03-08T01:45', '-06:00')).state).toBe('closingSoon');
    // 1:15 CST is 45 real minutes before 3:00 CDT; the day before, 1:45 is 75 minutes before 3:00.
    expect(openStatusAt(hours, at('2026-03-08T01:15', '-06:00')).state).toBe('open');
    expect(openStatusAt(hours, at('2026-03-07T01:45', '-06:00')).state).toBe('open');
    // One real minute after 1:59 CST the clocks read 3:00 CDT: closed.
    expect(isOpenAt(hours, at('2026-03-08T01:59', '-06:00'))).toBe(true);
    expect(isOpenAt(hours, new Date(at('2026-03-08T01:59', '-06:00').getTime() + 60_000))).toBe(
      false,
    );
  });

  it('stays open through both 1 AM hours of the fall-back night (1 November 2026)', () => {
    const hours = parseHoursText('Mon-Sun: 1AM-3AM');
    expect(isOpenAt(hours, at('2026-11-01T01:30', '-05:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-01T01:30', '-06:00'))).toBe(true);
    // 2:40 CST: twenty minutes before 3:00 CST.
    expect(openStatusAt(hours, at('2026-11-01T02:40', '-06:00')).state).toBe('closingSoon');
    // 1:40 CDT is 80 real minutes before 3:00 CST, though the clock says 80 too.
    expect(openStatusAt(hours, at('2026-11-01T01:40', '-05:00')).state).toBe('open');
    // 1:45 CST (the second 1:45) is 75 minutes before 3:00 CST.
    expect(openStatusAt(hours, at('2026-11-01T01:45', '-06:00')).state).toBe('open');
  });

  it('says open without a closing time when open around the clock, unknown without hours', () => {
    expect(openStatusAt(parseHoursText('Open 24 hours'), new Date())).toEqual({
      state: 'open',
      closesAt: null,
    });
    expect(openStatusAt(parseHoursText('By appointment'), new Date())).toEqual({
      state: 'unknown',
    });
    expect(openStatusAt(null, new Date())).toEqual({ state: 'unknown' });
    const saturdayUnknown = parseHoursText('Mon-Fri: 8AM-5PM, Sat: By appointment');
    expect(openStatusAt(saturdayUnknown, at('2026-11-28T11:00', '-06:00'))).toEqual({
      state: 'unknown',
    });
  });

  it('closed every day has no next opening', () => {
    expect(openStatusAt(parseHoursText('Mon-Sun: Closed'), new Date())).toEqual({
      state: 'closed',
      opensAt: null,
    });
  });
});

describe('isOpenAt', () => {
  it('agrees with openStatusAt minute by minute over a week with every kind of day', () => {
    const hours = parseHoursText(
      'Mon: 9AM-12PM & 1PM-5PM, Tue: Open 24 hours, Wed: Closed, Thu: 8PM-2AM, Fri-Sat: 6PM-12AM, Sun: 10AM-4PM, 2026-12-03: Closed',
    );
    const compiled = compileHours(hours);
    const start = at('2026-11-30T00:00', '-06:00').getTime();
    for (let m = 0; m < 8 * 1440; m += 7) {
      const instant = start + m * 60_000;
      const state = openStatusAt(hours, instant).state;
      expect(isOpenAtWall(compiled, wallTimeAt(instant))).toBe(
        state === 'open' || state === 'closingSoon',
      );
    }
  });
});

describe('schema.org', () => {
  it('lists the ranges with their days and the special dates from today on', () => {
    const hours = parseHoursText(
      'Mon-Fri: 8AM-5PM, Sat: 10AM-2PM, 2026-11-26: Closed (Thanksgiving), 2026-12-24: 8AM-12PM',
    );
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
        ],
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '10:00',
        closes: '14:00',
      },
    ]);
    expect(specialOpeningHoursSpecification(hours, '2026-11-27')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '08:00',
        closes: '12:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
    ]);
  });
});

describe('hoursTextProblem', () => {
  it.each([
    ['Mon: 9AM-5PM & 4PM-6PM', 'Time ranges on the same day must not overlap'],
    ['Mon: 6AM-7AM & 8AM-9AM & 10AM-11AM & 12PM-1PM', 'A day can have at most 3 time ranges'],
    ['Mon-Fri: 9AM-5PM, 2026-02-30: Closed', 'Special dates must be real dates (YYYY-MM-DD)'],
    ['2026-12-25: Closed, 2026-12-25: 9AM-1PM', 'Each special date can be listed only once'],
    [
      Array.from(
        { length: 31 },
        (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}: Closed`,
      ).join(', '),
      'At most 30 special dates are allowed',
    ],
  ])('%s', (text, message) => {
    expect(hoursTextProblem(text)).toBe(message);
  });

  it('takes good hours and free text as they are', () => {
    expect(hoursTextProblem('Mon-Fri: 9AM-5PM, Sat: By appointment')).toBeNull();
    expect(hoursTextProblem('By appointment')).toBeNull();
    expect(hoursTextProblem(null)).toBeNull();
  });
});
