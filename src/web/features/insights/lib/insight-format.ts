import { format, parseISO } from 'date-fns';

export const count = (n: number) => n.toLocaleString('en-US');

/** 'Nov 3' for '2026-11-03'. */
export const shortDay = (date: string) => format(parseISO(date), 'MMM d');
/** 'Tue, Nov 3' for '2026-11-03' (the period above the table names the years). */
export const longDay = (date: string) => format(parseISO(date), 'EEE, MMM d');
/** 'Nov 3, 2026' for '2026-11-03'. */
export const fullDay = (date: string) => format(parseISO(date), 'MMM d, yyyy');
