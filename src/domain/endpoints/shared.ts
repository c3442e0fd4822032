import { z } from 'zod';

/** The answer of an action that only reports how it went. */
export type Message = { message: string };

/** A path segment the route reads as it comes (an id of another system, a slug). */
export const textParam = <const Name extends string>(name: Name) =>
  z.object({ [name]: z.string().min(1).max(200) } as { [K in Name]: z.ZodString });

export const CSV = 'text/csv; charset=utf-8';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
