import { formatDate } from '#web/lib/i18n.js';

/** '820 KB', '3.4 MB' */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'Nov 3, 2026' (in the page's language) for a moment. */
export function formatDay(iso: string): string {
  return formatDate(new Date(iso), { month: 'short', day: 'numeric', year: 'numeric' });
}
