import { Clock, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { eventPriceText, type PublicEvent } from '#domain/events.js';
import { Card } from '#web/ui/card.js';
import { StatusBadge } from '#web/ui/status-badge.js';
import { eventPlace } from '../lib/event-place';
import { whenText } from '../lib/event-time';
import { EventDateBadge } from './event-date-badge';

/** One event on /events: its day, title (to its page), when, where, price and organizer. */
export function EventCard({ event }: { event: PublicEvent }) {
  const where = eventPlace(event);
  const price = eventPriceText(event.priceCents);
  const headingId = `event-${event.id}`;
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={headingId} className="flex min-w-0 flex-1 gap-4 sm:gap-6">
        <EventDateBadge startsAt={event.startsAt} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-semibold text-balance text-stone-900">
              <Link
                to={`/events/${event.id}`}
                className="rounded underline-offset-4 hover:text-brand-800 hover:underline"
              >
                {event.title}
              </Link>
            </h3>
            {event.cancelled ? <StatusBadge tone="danger">Cancelled</StatusBadge> : null}
          </div>
          <ul className="flex flex-col gap-1 text-sm text-stone-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
            <li className="flex items-start gap-1.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">When: </span>
                {whenText(event.startsAt, event.endsAt)}
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
            {price ? (
              <li className="flex items-start gap-1.5">
                <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">Admission: </span>
                  {price}
                </span>
              </li>
            ) : null}
          </ul>
          {event.description ? (
            <p className="line-clamp-3 text-sm leading-relaxed text-pretty text-stone-700">
              {event.description}
            </p>
          ) : null}
          <p className="text-sm text-stone-500">By {event.organizer.name}</p>
        </div>
      </article>
    </Card>
  );
}
