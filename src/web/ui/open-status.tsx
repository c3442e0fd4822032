import { Clock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  type OpenStatus,
  openStatusAt,
  parseHoursText,
  type WallMoment,
  wallTimeAt,
} from '#domain/hours.js';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { formatDate } from '../lib/i18n';
import { CheckOption } from './check-option';

/** '5 PM', '7:30 AM' ('17:00'-like in Spanish) for minutes from midnight. */
export function clockTime(minute: number): string {
  const m = minute % 60;
  // A UTC instant on 1 January 2024 at that wall time, formatted in UTC.
  return formatDate(Date.UTC(2024, 0, 1, Math.floor(minute / 60) % 24, m), {
    timeZone: 'UTC',
    hour: 'numeric',
    ...(m ? { minute: '2-digit' } : {}),
  });
}

/** The short name of a weekday (0 is Monday) in the page's language. */
export function weekdayName(weekday: number, long = false): string {
  // 1 January 2024 was a Monday.
  return formatDate(Date.UTC(2024, 0, 1 + weekday, 12), {
    timeZone: 'UTC',
    weekday: long ? 'long' : 'short',
  });
}

/** The status as the card and the profile say it, or null when the hours are unknown. */
export function openStatusText(status: OpenStatus, today: string): string | null {
  switch (status.state) {
    case 'open':
      return status.closesAt
        ? t('common.hours.openCloses', { time: clockTime(status.closesAt.minute) })
        : t('common.hours.openAllDay');
    case 'closingSoon':
      return t('common.hours.closingSoon', { time: clockTime(status.closesAt.minute) });
    case 'closed':
      return status.opensAt ? opensText(status.opensAt, today) : t('common.hours.closed');
    default:
      return null;
  }
}

function opensText(opensAt: WallMoment, today: string): string {
  const time = clockTime(opensAt.minute);
  return opensAt.date === today
    ? t('common.hours.closedOpensToday', { time })
    : t('common.hours.closedOpens', { day: weekdayName(opensAt.weekday), time });
}

/** Now, moved on every minute: a status seen for a while stays true. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Open now · closes 5 PM', 'Closes soon · 5 PM' or 'Closed · opens Mon 8 AM' from an
 * hours text, for the visitor's present moment on College Station clocks (issue 29).
 * Nothing when the hours say nothing readable.
 */
export function OpenStatusBadge({
  hours,
  className,
}: {
  hours: string | null | undefined;
  className?: string;
}) {
  const now = useNow();
  const model = useMemo(() => (hours ? parseHoursText(hours) : null), [hours]);
  const status = openStatusAt(model, now);
  const text = openStatusText(status, wallTimeAt(now).date);
  if (!text) return null;
  const open = status.state === 'open';
  const soon = status.state === 'closingSoon';
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        open ? 'text-emerald-700' : soon ? 'text-amber-700' : 'text-stone-600',
        className,
      )}
      data-open-status={status.state}
    >
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** The 'Open now' filter of a list (decision 039): only businesses open at this minute. */
export function OpenNowOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <CheckOption
      label={t('common.hours.openNowFilter')}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
