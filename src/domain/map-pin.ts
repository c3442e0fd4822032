/**
 * The map pin as a form field (decision 037): apart from maps.ts so the pages that only
 * show maps do not load zod.
 */
import { z } from 'zod';
import { formatLocation, mapMessages, parseLocation } from './maps.js';

/** The profile field: empty means no pin; anything else must be a valid 'lat, lng'. */
export function locationField() {
  return z
    .string({ error: mapMessages.location })
    .trim()
    .max(60, mapMessages.location)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const point = parseLocation(v);
      if (!point) {
        ctx.issues.push({ code: 'custom', message: mapMessages.location, input: v });
        return z.NEVER;
      }
      return formatLocation(point);
    });
}
