import { dateBadge } from '../lib/event-time';

/** The day as a calendar leaf: month, day, weekday. */
export function EventDateBadge({ startsAt, small = false }: { startsAt: string; small?: boolean }) {
  const badge = dateBadge(startsAt);
  return (
    <time
      dateTime={startsAt}
      className={
        small
          ? 'flex w-14 shrink-0 flex-col items-center self-start overflow-hidden rounded-lg bg-white text-center ring-1 ring-brand-100'
          : 'flex w-16 shrink-0 flex-col items-center self-start overflow-hidden rounded-xl bg-white text-center ring-1 ring-brand-100 sm:w-20'
      }
    >
      <span className="w-full bg-brand-800 py-1 text-xs font-bold tracking-wider text-white uppercase">
        {badge.month}
      </span>
      <span
        className={
          small
            ? 'pt-0.5 text-xl font-extrabold text-stone-900'
            : 'pt-1 text-2xl font-extrabold text-stone-900 sm:text-3xl'
        }
      >
        {badge.day}
      </span>
      <span className="pb-1.5 text-xs font-medium text-stone-500">{badge.weekday}</span>
    </time>
  );
}
