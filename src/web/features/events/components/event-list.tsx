import { CalendarDays, RefreshCw, TriangleAlert } from 'lucide-react';
import { publicConfig } from '#web/lib/public-config.js';
import { Button } from '#web/ui/button.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { LoadingState } from '#web/ui/spinner.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';

function NewsletterLink({ children }: { children: string }) {
  return (
    <ExternalLink
      href={publicConfig.newsletterUrl}
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {children}
    </ExternalLink>
  );
}

export function EventList() {
  const events = useEvents();

  if (events.isPending) return <LoadingState label="Loading events..." />;

  if (events.isError) {
    return (
      <StatusPanel
        role="alert"
        icon={<TriangleAlert aria-hidden="true" />}
        title="Events could not be loaded"
        actions={
          <Button variant="outline" onClick={() => events.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        }
      >
        Please check your connection and try again.
      </StatusPanel>
    );
  }

  const { items, total } = events.data;
  if (items.length === 0) {
    return (
      <StatusPanel icon={<CalendarDays aria-hidden="true" />} title="No upcoming events yet">
        <p className="max-w-md text-pretty text-stone-600">
          Check back soon, or get the week's events in your inbox with our{' '}
          <NewsletterLink>weekly newsletter</NewsletterLink>.
        </p>
      </StatusPanel>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">
        {total === 1 ? '1 upcoming event' : `${total} upcoming events`} · Times are Central Time.
      </p>
      <ol className="flex flex-col gap-4">
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ol>
      <p className="rounded-xl bg-gold-50 p-4 text-center text-sm text-stone-700 ring-1 ring-gold-200">
        Want these in your inbox? Read the <NewsletterLink>weekly newsletter</NewsletterLink>.
      </p>
    </div>
  );
}
