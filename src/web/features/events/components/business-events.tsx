import { Link } from 'react-router';
import { useBusinessEvents } from '../api/events';
import { t } from '../i18n';
import { eventPlace } from '../lib/event-place';
import { whenText } from '../lib/event-time';
import { EventDateBadge } from './event-date-badge';

/**
 * A business profile's next events, each linking to its page. Nothing shows while
 * they load, when there are none, or when they cannot be read: the profile is the page.
 */
export function BusinessEvents({ business }: { business: string }) {
  const events = useBusinessEvents(business);
  const items = events.data?.items ?? [];
  if (items.length === 0) return null;
  const more = (events.data?.total ?? 0) > items.length;
  return (
    <section aria-labelledby="profile-events-heading">
      <h2 id="profile-events-heading" className="text-xl font-semibold text-stone-900">
        {t('events.profile.heading')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((event) => (
          <li
            key={event.id}
            className="flex gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
          >
            <EventDateBadge startsAt={event.startsAt} small />
            <div className="flex min-w-0 flex-col gap-1 text-sm text-stone-600">
              <Link
                to={`/events/${event.id}`}
                className="text-base font-semibold text-stone-900 underline-offset-4 hover:text-brand-800 hover:underline"
              >
                {event.title}
              </Link>
              <span>{whenText(event.startsAt, event.endsAt)}</span>
              <span>{eventPlace(event)}</span>
            </div>
          </li>
        ))}
      </ul>
      {more ? (
        <Link
          to="/events"
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('events.profile.seeAll')}
        </Link>
      ) : null}
    </section>
  );
}
