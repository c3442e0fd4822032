/**
 * The hours model's zod schema and the rule checks the API runs (issue 29), apart from
 * hours.ts so the pages that only show hours do not load zod.
 */
import { z } from 'zod';
import {
  type DayHours,
  dayHoursProblem,
  HOURS_NOTE_MAX,
  hoursMessages,
  isValidDate,
  MAX_SPECIAL_DATES,
  type OpeningHours,
  readHoursText,
  SPECIAL_NOTE_MAX,
  TIME_PATTERN,
} from './hours.js';

const timeRangeSchema = z.object({
  open: z.string().regex(TIME_PATTERN, hoursMessages.time),
  close: z.string().regex(TIME_PATTERN, hoursMessages.time),
});
const dayHoursSchema = z
  .union([z.literal('closed'), z.literal('open24'), z.array(timeRangeSchema)])
  .superRefine((day, ctx) => {
    const problem = dayHoursProblem(day as DayHours);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The model as the API and the jsonb column hold it, with the rules of issue 29. */
export const openingHoursSchema = z
  .object({
    week: z.object({
      mon: dayHoursSchema.nullable(),
      tue: dayHoursSchema.nullable(),
      wed: dayHoursSchema.nullable(),
      thu: dayHoursSchema.nullable(),
      fri: dayHoursSchema.nullable(),
      sat: dayHoursSchema.nullable(),
      sun: dayHoursSchema.nullable(),
    }),
    special: z
      .array(
        z.object({
          date: z.string().refine(isValidDate, hoursMessages.date),
          hours: dayHoursSchema,
          note: z
            .string()
            .trim()
            .max(SPECIAL_NOTE_MAX, hoursMessages.noteLength(SPECIAL_NOTE_MAX))
            .nullable()
            .transform((v) => v || null),
        }),
      )
      .max(MAX_SPECIAL_DATES, hoursMessages.tooManySpecial)
      .superRefine((dates, ctx) => {
        const seen = new Set<string>();
        for (const { date } of dates) {
          if (seen.has(date))
            ctx.addIssue({ code: 'custom', message: hoursMessages.duplicateDate });
          seen.add(date);
        }
      }),
    note: z
      .string()
      .trim()
      .max(HOURS_NOTE_MAX, hoursMessages.noteLength(HOURS_NOTE_MAX))
      .nullable()
      .transform((v) => v || null),
  })
  .strict();

/** The first rule the model breaks, as its message, or null when it is good. */
export function openingHoursProblem(hours: OpeningHours): string | null {
  const result = openingHoursSchema.safeParse(hours);
  return result.success ? null : (result.error.issues[0]?.message ?? hoursMessages.unreadable);
}

/**
 * The first rule the text breaks where it reads as hours ('Mon: 9AM-5PM & 4PM-6PM'
 * overlaps, '2026-02-30' is no date), as its message; null when it is good. Text that
 * does not read as hours at all ('By appointment') is not a problem: it is the note.
 */
export function hoursTextProblem(text: string | null | undefined): string | null {
  const problems: string[] = [];
  const hours = readHoursText(text, problems);
  return problems[0] ?? openingHoursProblem(hours);
}
