import { CalendarPlus } from 'lucide-react';
import { ExternalLink } from '#web/ui/external-link.js';
import { EVENT_FEED_PATH } from '../api/events';
import { t } from '../i18n';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * The calendar feed: subscribed once, a calendar app keeps every upcoming event
 * (and a cancellation) up to date by itself.
 */
export function EventFeedCard() {
  const feedUrl = new URL(EVENT_FEED_PATH, window.location.origin);
  const webcal = `webcal://${feedUrl.host}${feedUrl.pathname}`;
  const google = `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`;
  return (
    <section
      aria-labelledby="event-feed-heading"
      className="flex flex-col gap-3 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:flex-row sm:items-start sm:gap-4"
    >
      <CalendarPlus aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <div className="flex min-w-0 flex-col gap-2 text-sm text-stone-700">
        <h2 id="event-feed-heading" className="text-base font-semibold text-stone-900">
          {t('events.feed.heading')}
        </h2>
        <p className="text-pretty">{t('events.feed.text')}</p>
        <p className="flex flex-wrap gap-x-5 gap-y-2">
          <a href={webcal} className={linkClass}>
            {t('events.feed.subscribe')}
          </a>
          <ExternalLink href={google} className={linkClass}>
            {t('events.feed.google')}
          </ExternalLink>
        </p>
        <p className="break-all text-stone-600">
          {t('events.feed.address')} <code className="text-stone-800">{feedUrl.href}</code>
        </p>
      </div>
    </section>
  );
}
