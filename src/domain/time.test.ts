import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantOfLocal,
  isoWithOffset,
  localDateOf,
  localDateTimeOf,
  localMonthBounds,
  localMonthOf,
  monthLabel,
  offsetMinutesAt,
} from './time.js';

describe('College Station time', () => {
  it('knows the offset on either side of a daylight saving change', () => {
    expect(offsetMinutesAt(new Date('2027-01-15T12:00:00Z'))).toBe(-360);
    expect(offsetMinutesAt(new Date('2027-07-15T12:00:00Z'))).toBe(-300);
    // 2027-03-14 02:00 CST the clocks jump to 03:00 CDT (08:00 UTC).
    expect(offsetMinutesAt(new Date('2027-03-14T07:59:00Z'))).toBe(-360);
    expect(offsetMinutesAt(new Date('2027-03-14T08:00:00Z'))).toBe(-300);
  });

  it('turns wall times into instants, in standard and daylight time', () => {
    expect(instantOfLocal('2027-01-15T18:00')?.toISOString()).toBe('2027-01-16T00:00:00.000Z');
    expect(instantOfLocal('2027-07-15T18:00')?.toISOString()).toBe('2027-07-15T23:00:00.000Z');
    expect(instantOfLocal('2027-03-01')?.toISOString()).toBe('2027-03-01T06:00:00.000Z');
  });

  it('refuses a time the clocks skip and takes the first of a time they pass twice', () => {
    expect(instantOfLocal('2027-03-14T02:30')).toBeNull();
    expect(instantOfLocal('2027-03-14T03:00')?.toISOString()).toBe('2027-03-14T08:00:00.000Z');
    // 2027-11-07: 01:30 happens at 06:30 UTC (CDT) and again at 07:30 UTC (CST).
    expect(instantOfLocal('2027-11-07T01:30')?.toISOString()).toBe('2027-11-07T06:30:00.000Z');
  });

  it('refuses text that is no date or time', () => {
    for (const text of ['', '2027-02-30T10:00', '2027-13-01', '2027-01-01T24:00', 'tomorrow']) {
      expect(instantOfLocal(text)).toBeNull();
    }
  });

  it('reads dates, months and wall times in College Station, not UTC', () => {
    const lateMarch = new Date('2027-04-01T04:30:00Z'); // 23:30 CDT on March 31
    expect(localDateOf(lateMarch)).toBe('2027-03-31');
    expect(localMonthOf(lateMarch)).toBe('2027-03');
    expect(localDateTimeOf(lateMarch)).toBe('2027-03-31T23:30');
    expect(isoWithOffset(lateMarch)).toBe('2027-03-31T23:30:00-05:00');
    expect(isoWithOffset(new Date('2027-01-16T00:00:00Z'))).toBe('2027-01-15T18:00:00-06:00');
  });

  it('bounds a month that starts in standard time and ends in daylight time', () => {
    const { start, end } = localMonthBounds('2027-03');
    expect(start.toISOString()).toBe('2027-03-01T06:00:00.000Z');
    expect(end.toISOString()).toBe('2027-04-01T05:00:00.000Z');
    expect(localMonthBounds('2027-12').end.toISOString()).toBe('2028-01-01T06:00:00.000Z');
  });

  it('counts days and names months', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(monthLabel('2027-03')).toBe('March 2027');
  });
});
