import { Clock, type LucideIcon, MapPin, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicEvent } from '#domain/events.js';
import { Card } from '#web/ui/card.js';
import { StatusBadge } from '#web/ui/status-badge.js';
import { t } from '../i18n';
import { eventPlace } from '../lib/event-place';
import { eventPrice } from '../lib/event-price';
import { whenText } from '../lib/event-time';
import { EventDateBadge } from './event-date-badge';

/** One line of the card's facts: its icon, and its label for screen readers only. */
function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/** One event on /events: its day, title (to its page), when, where, price and organizer. */
export function EventCard({ event }: { event: PublicEvent }) {
  const where = eventPlace(event);
  const price = eventPrice(event.priceCents);
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
            {event.cancelled ? (
              <StatusBadge tone="danger">{t('events.card.cancelled')}</StatusBadge>
            ) : null}
          </div>
          <ul className="flex flex-col gap-1 text-sm text-stone-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
            <Fact icon={Clock} label={t('events.fact.when')}>
              {whenText(event.startsAt, event.endsAt)}
            </Fact>
            {where ? (
              <Fact icon={MapPin} label={t('events.fact.where')}>
                {where}
              </Fact>
            ) : null}
            {price ? (
              <Fact icon={Ticket} label={t('events.fact.admission')}>
                {price}
              </Fact>
            ) : null}
          </ul>
          {event.description ? (
            <p className="line-clamp-3 text-sm leading-relaxed text-pretty text-stone-700">
              {event.description}
            </p>
          ) : null}
          <p className="text-sm text-stone-500">
            {t('events.card.by', { organizer: event.organizer.name })}
          </p>
        </div>
      </article>
    </Card>
  );
}
