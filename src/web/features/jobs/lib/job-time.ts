import { format, formatDistanceToNowStrict } from 'date-fns';

/** 'Posted 3 days ago' */
export function postedAgo(iso: string): string {
  return `Posted ${formatDistanceToNowStrict(new Date(iso), { addSuffix: true })}`;
}

/** 'Nov 30, 2026' for a date-only value (YYYY-MM-DD, read at noon so no time zone moves it) or a timestamp. */
export function formatJobDate(value: string): string {
  return format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value), 'MMM d, yyyy');
}
