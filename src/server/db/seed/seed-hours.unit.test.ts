import { describe, expect, it } from 'vitest';
import { formatHoursText, parseHoursText, readsFully } from '#domain/hours.js';
import { hoursTextProblem, openingHoursSchema } from '#domain/hours-schema.js';
import { BUSINESSES } from './businesses.data.js';
import { DEMO_BUSINESSES } from './demo-businesses.js';

/** Issue 29: the text parser over every hours string the seed data has. */
describe('every hours string in the seed data', () => {
  const texts = [...BUSINESSES, ...DEMO_BUSINESSES]
    .map((b) => b.hours)
    .filter((h): h is string => !!h);
  const unread = texts.filter((t) => !readsFully(t));

  it('reads all but the remarks that are not hours, which become the note', () => {
    expect(texts).toHaveLength(72);
    expect(texts.length - unread.length).toBe(/* read fully */ 61);
    // Appointments, on-call and emergency service, members only, a staffed-hours remark.
    expect(unread.map((t) => parseHoursText(t).note)).toEqual([
      'Sun: Emergency service',
      'Sat: By appointment',
      'Sat: By appointment',
      'Sat: Emergency only, Sun: Emergency only',
      'staffed Mon-Fri: 6AM-10PM, Sat-Sun: 8AM-6PM',
      'Open 24 hours for members',
      'Sat-Sun: On call',
      'Sat: By appointment',
      'Sun: Emergency calls only',
      'Sat: By appointment',
      'Sun: By appointment',
    ]);
  });

  it('formats every one back to text that reads to the same model', () => {
    for (const text of texts) {
      const model = parseHoursText(text);
      expect(openingHoursSchema.safeParse(model).success).toBe(true);
      // None breaks a rule: an owner can save the profile without touching the hours.
      expect(hoursTextProblem(text)).toBeNull();
      expect(parseHoursText(formatHoursText(model))).toEqual(model);
    }
  });
});
