import { Building2, CalendarPlus, Clock, Globe, MapPin, Ticket, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicEvent } from '#domain/events.js';
import { richText } from '#web/lib/rich-text.js';
import { Card } from '#web/ui/card.js';
import { DownloadButton } from '#web/ui/download-button.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { eventCalendarUrl } from '../api/events';
import { t } from '../i18n';
import { eventPrice } from '../lib/event-price';
import { longDate, timeRange } from '../lib/event-time';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        <span className="text-brand-700 [&_svg]:size-4">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 pl-6 text-stone-800">{children}</dd>
    </div>
  );
}

function mapsUrl(event: PublicEvent): string {
  const query = [event.venue, event.address, event.city, 'TX'].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** An event's page: what, when, where, admission, who puts it on, and Add to calendar. */
export function EventDetails({ event, now = new Date() }: { event: PublicEvent; now?: Date }) {
  const price = eventPrice(event.priceCents);
  const over = new Date(event.endsAt ?? event.startsAt) < now;
  return (
    <div className="flex flex-col gap-6">
      {event.cancelled ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('events.details.cancelled')}
        </p>
      ) : over ? (
        <p
          role="status"
          className="rounded-xl bg-stone-100 p-4 text-stone-700 ring-1 ring-stone-200"
        >
          {richText(t('events.details.over'), [
            <Link key="events" to="/events" className={linkClass} />,
          ])}
        </p>
      ) : null}
      {/* A phone reads the facts and Add to calendar first; a wide screen keeps them beside. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card className="flex flex-col gap-5 p-5 sm:p-6 lg:col-start-3 lg:row-start-1">
          <dl className="flex flex-col gap-4">
            <Fact icon={<Clock aria-hidden="true" />} label={t('events.fact.when')}>
              <span className="block">{longDate(event.startsAt)}</span>
              <span className="block">{timeRange(event.startsAt, event.endsAt)}</span>
              <span className="block text-sm text-stone-500">
                {t('events.details.centralTime')}
              </span>
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" />} label={t('events.fact.where')}>
              <span className="block">{event.venue}</span>
              {event.address ? <span className="block">{event.address}</span> : null}
              <span className="block" translate="no">
                {event.city}, TX
              </span>
              <ExternalLink href={mapsUrl(event)} className={`${linkClass} text-sm`}>
                {t('events.details.directions')}
              </ExternalLink>
            </Fact>
            {price ? (
              <Fact icon={<Ticket aria-hidden="true" />} label={t('events.fact.admission')}>
                {price}
              </Fact>
            ) : null}
            <Fact icon={<Building2 aria-hidden="true" />} label={t('events.fact.organizer')}>
              {event.organizer.slug ? (
                <Link to={`/business/${event.organizer.slug}`} className={linkClass}>
                  {event.organizer.name}
                </Link>
              ) : (
                event.organizer.name
              )}
            </Fact>
            {event.url ? (
              <Fact icon={<Globe aria-hidden="true" />} label={t('events.fact.moreInfo')}>
                <ExternalLink href={event.url} className={`${linkClass} break-all`}>
                  {t('events.details.website')}
                </ExternalLink>
              </Fact>
            ) : null}
          </dl>
          {over || event.cancelled ? null : (
            <DownloadButton
              href={eventCalendarUrl(event.id)}
              icon={CalendarPlus}
              className="w-full"
            >
              {t('events.details.addToCalendar')}
            </DownloadButton>
          )}
        </Card>
        <div className="flex flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {event.imageUrl ? (
            <img
              src={event.imageUrl}
              alt=""
              className="aspect-[16/9] w-full rounded-2xl bg-stone-100 object-cover"
            />
          ) : null}
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-stone-900">{t('events.details.about')}</h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-pretty text-stone-700">
              {event.description}
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
