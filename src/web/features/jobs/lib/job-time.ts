const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Posted 3 days ago' */
export function postedAgo(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'Posted just now' : `Posted ${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Posted ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `Posted ${days} ${days === 1 ? 'day' : 'days'} ago`;
  const months = Math.round(days / 30);
  return `Posted ${months} ${months === 1 ? 'month' : 'months'} ago`;
}

/** 'Nov 30, 2026' for a date-only value (YYYY-MM-DD) or a timestamp. */
export function formatJobDate(value: string): string {
  return dateFormat.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
}
