import { describe, expect, it } from 'vitest';
import { eventGroupOf, groupEvents, whenText } from './event-time';

// 2027-03-10 is a Wednesday; College Station is on CST (UTC-6) until March 14.
const WEDNESDAY = '2027-03-10';

describe('eventGroupOf', () => {
  it('groups by the start’s College Station day: today, later this week, the weekend, later', () => {
    // 11 PM on Wednesday in College Station is Thursday in UTC: still today.
    expect(eventGroupOf('2027-03-11T05:00:00.000Z', WEDNESDAY)).toBe('today');
    // Started on Monday and still running: today.
    expect(eventGroupOf('2027-03-08T15:00:00.000Z', WEDNESDAY)).toBe('today');
    expect(eventGroupOf('2027-03-12T01:00:00.000Z', WEDNESDAY)).toBe('week');
    expect(eventGroupOf('2027-03-13T16:00:00.000Z', WEDNESDAY)).toBe('weekend');
    // Sunday night, after the clocks went forward (CDT, UTC-5).
    expect(eventGroupOf('2027-03-15T03:30:00.000Z', WEDNESDAY)).toBe('weekend');
    expect(eventGroupOf('2027-03-15T15:00:00.000Z', WEDNESDAY)).toBe('later');
  });

  it('on a Saturday the weekend is Sunday; on a Sunday there is no weekend left', () => {
    expect(eventGroupOf('2027-03-14T17:00:00.000Z', '2027-03-13')).toBe('weekend');
    expect(eventGroupOf('2027-03-15T17:00:00.000Z', '2027-03-13')).toBe('later');
    expect(eventGroupOf('2027-03-15T17:00:00.000Z', '2027-03-14')).toBe('later');
    expect(eventGroupOf('2027-03-20T17:00:00.000Z', '2027-03-14')).toBe('later');
  });

  it('keeps the list’s order in runs of one group', () => {
    const runs = groupEvents(
      [
        { id: 'a', startsAt: '2027-03-10T18:00:00.000Z' },
        { id: 'b', startsAt: '2027-03-13T16:00:00.000Z' },
        { id: 'c', startsAt: '2027-03-14T16:00:00.000Z' },
        { id: 'd', startsAt: '2027-04-01T16:00:00.000Z' },
      ],
      WEDNESDAY,
    );
    expect(runs.map((run) => [run.group, run.items.map((item) => item.id)])).toEqual([
      ['today', ['a']],
      ['weekend', ['b', 'c']],
      ['later', ['d']],
    ]);
  });
});

describe('whenText', () => {
  it('says the day and the times in Central time', () => {
    expect(whenText('2027-03-13T16:00:00.000Z', '2027-03-13T20:00:00.000Z')).toBe(
      'Saturday, March 13, 2027 · 10:00 AM – 2:00 PM',
    );
  });
});
