import { Clock, MapPin } from 'lucide-react';
import type { PublicEvent } from '#domain/events.js';
import { Card } from '#web/ui/card.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { dateBadge, longDate, timeRange } from '../lib/event-time';

function place(event: PublicEvent): string | null {
  const parts = [event.venue, event.city].filter((part): part is string => Boolean(part));
  // A location that already names the city ("... , Bryan") needs it only once.
  if (parts.length === 2 && parts[0].toLowerCase().includes(parts[1].toLowerCase())) {
    return parts[0];
  }
  return parts.length ? parts.join(', ') : null;
}

export function EventCard({ event }: { event: PublicEvent }) {
  const badge = dateBadge(event.startsAt);
  const where = place(event);
  const headingId = `event-${event.id}`;
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={headingId} className="flex min-w-0 flex-1 gap-4 sm:gap-6">
        <time
          dateTime={event.startsAt}
          className="flex w-16 shrink-0 flex-col items-center self-start overflow-hidden rounded-xl bg-white text-center ring-1 ring-brand-100 sm:w-20"
        >
          <span className="w-full bg-brand-800 py-1 text-xs font-bold tracking-wider text-white uppercase">
            {badge.month}
          </span>
          <span className="pt-1 text-2xl font-extrabold text-stone-900 sm:text-3xl">
            {badge.day}
          </span>
          <span className="pb-1.5 text-xs font-medium text-stone-500">{badge.weekday}</span>
        </time>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-balance text-stone-900">
            {event.title}
          </h2>
          <ul className="flex flex-col gap-1 text-sm text-stone-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
            <li className="flex items-start gap-1.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">When: </span>
                {longDate(event.startsAt)} · {timeRange(event.startsAt, event.endsAt)}
              </span>
            </li>
            {where ? (
              <li className="flex items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">Where: </span>
                  {where}
                </span>
              </li>
            ) : null}
          </ul>
          {event.description ? (
            <p className="text-sm leading-relaxed text-pretty text-stone-700">
              {event.description}
            </p>
          ) : null}
          {event.url ? (
            <ExternalLink
              href={event.url}
              className="self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Event details
              <span className="sr-only">: {event.title}</span>
            </ExternalLink>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
