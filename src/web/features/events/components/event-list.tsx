import { CalendarDays, RefreshCw } from 'lucide-react';
import { publicConfig } from '../../../lib/public-config';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ExternalLink } from '../../../ui/external-link';
import { LoadingState } from '../../../ui/spinner';
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

function EmptyEvents() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CalendarDays aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900">No upcoming events yet</h2>
      <p className="max-w-md text-sm text-stone-600">
        Check back soon, or get the week's events in your inbox with our{' '}
        <NewsletterLink>weekly newsletter</NewsletterLink>.
      </p>
    </Card>
  );
}

export function EventList() {
  const events = useEvents();

  if (events.isPending) return <LoadingState label="Loading events..." />;

  if (events.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <h2 className="text-lg font-semibold text-stone-900">Events could not be loaded</h2>
        <p className="max-w-md text-sm text-stone-600">
          Please check your connection and try again.
        </p>
        <Button variant="outline" onClick={() => events.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  const { items, total } = events.data;
  if (items.length === 0) return <EmptyEvents />;

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
