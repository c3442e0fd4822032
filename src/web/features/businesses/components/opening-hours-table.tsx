import { useMemo } from 'react';
import {
  type DayHours,
  hasKnownHours,
  hoursRows,
  parseHoursText,
  WEEKDAYS,
  wallTimeAt,
} from '#domain/hours.js';
import { addDays } from '#domain/time.js';
import { cn } from '#web/lib/cn.js';
import { formatDate } from '#web/lib/i18n.js';
import { clockTime, OpenStatusBadge, useNow, weekdayName } from '#web/ui/open-status.js';
import { t } from '../i18n';
import { hoursForPage } from '../lib/hours-display';

/** The days ahead whose special hours the profile lists (issue 29). */
const SPECIAL_DAYS_AHEAD = 14;

const ROW_HEADER = { scope: 'row' } as const;

function dayText(day: DayHours | null): string {
  if (day === null) return t('businesses.hours.unknown');
  if (day === 'closed') return t('businesses.hours.closed');
  if (day === 'open24') return t('businesses.hours.open24');
  return day
    .map((r) => `${clockTime(minutesOf(r.open))} – ${clockTime(minutesOf(r.close))}`)
    .join(', ');
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's hours in its table cell: each range whole on its own line. */
function DayCell({ day }: { day: DayHours | null }) {
  if (!Array.isArray(day)) return <>{dayText(day)}</>;
  return (
    <>
      {day.map((r) => (
        <span key={r.open} className="block whitespace-nowrap">
          {clockTime(minutesOf(r.open))} – {clockTime(minutesOf(r.close))}
        </span>
      ))}
    </>
  );
}

/** 'Thursday, December 24' for a 'YYYY-MM-DD' date. */
function dateLabel(date: string): string {
  return formatDate(new Date(`${date}T12:00:00Z`), {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * The profile's hours: the open status now, the week with today marked, the special
 * dates of the next two weeks and the note. Hours the model cannot read at all are
 * shown as the owner wrote them.
 */
export function OpeningHoursTable({ hours }: { hours: string }) {
  const now = useNow();
  const model = useMemo(() => parseHoursText(hours), [hours]);
  if (!hasKnownHours(model)) return <TextHours hours={hours} />;
  const wall = wallTimeAt(now);
  const until = addDays(wall.date, SPECIAL_DAYS_AHEAD);
  const specials = model.special.filter((s) => s.date >= wall.date && s.date <= until);
  return (
    <div className="flex flex-col gap-2">
      <OpenStatusBadge hours={hours} />
      <table className="text-sm">
        <tbody>
          {WEEKDAYS.map((day, index) => {
            const today = index === wall.weekday;
            return (
              <tr
                key={day}
                className={cn('align-top', today && 'bg-brand-50 font-semibold')}
                aria-current={today ? 'date' : undefined}
              >
                <th
                  {...ROW_HEADER}
                  className="py-0.5 pr-3 pl-1 text-left font-medium whitespace-nowrap text-stone-700"
                >
                  {weekdayName(index, true)}
                  {today ? <span className="sr-only"> {t('businesses.hours.today')}</span> : null}
                </th>
                <td className="py-0.5 pr-1 text-stone-800">
                  <DayCell day={model.week[day]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {specials.length ? (
        <div>
          <h3 className="text-sm font-semibold text-stone-800">{t('businesses.hours.special')}</h3>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm text-stone-800">
            {specials.map((s) => (
              <li key={s.date}>
                <span className="font-medium">{dateLabel(s.date)}</span>: {dayText(s.hours)}
                {s.note ? <span className="text-stone-600"> ({s.note})</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {model.note ? <p className="text-sm text-stone-600">{model.note}</p> : null}
    </div>
  );
}

/** The hours as written, in rows of days and times (text the model could not read). */
function TextHours({ hours }: { hours: string }) {
  return (
    <table className="text-sm">
      <tbody>
        {hoursForPage(hoursRows(hours)).map((row) => (
          <tr key={`${row.days}-${row.time}`} className="align-top">
            {row.days ? (
              <>
                <th
                  {...ROW_HEADER}
                  className="py-0.5 pr-3 text-left font-medium whitespace-nowrap text-stone-700"
                >
                  {row.days}
                </th>
                <td className="py-0.5 text-stone-800">{row.time}</td>
              </>
            ) : (
              <td colSpan={2} className="py-0.5 text-stone-800">
                {row.time}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
