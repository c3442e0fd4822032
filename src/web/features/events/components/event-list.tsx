import type { ReactNode } from 'react';
import { EVENT_PAGE_SIZE } from '#domain/events.js';
import { localDateOf } from '#domain/time.js';
import { publicConfig } from '#web/lib/public-config.js';
import { richText } from '#web/lib/rich-text.js';
import { useAddressFilters } from '#web/lib/use-address-filters.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { PagedList } from '#web/ui/paged-list.js';
import { useEvents } from '../api/events';
import { t } from '../i18n';
import { groupEvents } from '../lib/event-time';
import { EventCard } from './event-card';
import { EventFeedCard } from './event-feed-card';
import { EventFilters } from './event-filters';

const KEYS = ['city', 'from', 'to'] as const;

function NewsletterLink({ children }: { children?: ReactNode }) {
  return (
    <ExternalLink
      href={publicConfig.newsletterUrl}
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {children}
    </ExternalLink>
  );
}

/**
 * /events: upcoming events soonest first, grouped by when they are (today, later this
 * week, this weekend, coming up), filtered by city and dates kept in the address, and
 * paged by the server; an event drops off once it is over.
 */
export function EventList() {
  const { applied, offset, filtered, apply, goTo } = useAddressFilters(KEYS);
  const events = useEvents(applied, offset);
  const today = localDateOf(new Date());

  return (
    <div className="flex flex-col gap-6">
      <EventFilters applied={applied} today={today} onApply={apply} />
      <PagedList
        query={events}
        loadingLabel={t('events.list.loading')}
        errorMessage={t('events.list.error')}
        emptyMessage={
          filtered
            ? t('events.list.noMatch')
            : richText(t('events.list.none'), [<NewsletterLink key="newsletter" />])
        }
        offset={offset}
        pageSize={EVENT_PAGE_SIZE}
        onOffsetChange={goTo}
        count={(total) => t('events.list.count', { total })}
        as="section"
        aria-label={t('events.list.label')}
        className="gap-6"
      >
        {(items) =>
          groupEvents(items, today).map(({ group, items: run }) => (
            <section
              key={group}
              aria-labelledby={`events-${group}`}
              className="flex flex-col gap-3"
            >
              <h2 id={`events-${group}`} className="text-lg font-bold text-stone-900">
                {t(`events.group.${group}`)}
              </h2>
              <ol className="flex flex-col gap-4">
                {run.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ol>
            </section>
          ))
        }
      </PagedList>
      <EventFeedCard />
      <p className="rounded-xl bg-gold-50 p-4 text-center text-sm text-stone-700 ring-1 ring-gold-200">
        {richText(t('events.list.newsletter'), [<NewsletterLink key="newsletter" />])}
      </p>
    </div>
  );
}
