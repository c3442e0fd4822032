import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { eventMessages, type ManagedEvent } from '#domain/events.js';
import { Button } from '#web/ui/button.js';
import { QueryView } from '#web/ui/query-view.js';
import { SectionCard } from '#web/ui/section-card.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { usePortalEvents } from '../api/events';
import { EventCancelDialog } from './event-cancel-dialog';
import { EventFormDialog } from './event-form-dialog';
import { EventUpgradePrompt } from './event-upgrade-prompt';
import { OwnerEventItem } from './owner-event-item';

type Open = { kind: 'form'; event?: ManagedEvent } | { kind: 'cancel'; event: ManagedEvent };

const allowanceText = (perMonth: number) =>
  `Your plan includes ${perMonth === 1 ? '1 event' : `${perMonth} events`} per calendar month (by its start, College Station time). An admin reviews each event before it is listed on /events.`;

/** The owner's Events tab: their events with each one's review, or what Texas Gold adds. */
export function PortalEventsTab() {
  const events = usePortalEvents();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const now = new Date();
  const canPost = (events.data?.eventsPerMonth ?? 0) > 0;
  const addButton = (label: string) => (
    <Button onClick={() => setOpen({ kind: 'form' })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <SectionCard
      title="Events"
      description={canPost ? allowanceText(events.data?.eventsPerMonth ?? 0) : undefined}
      actions={canPost ? addButton('Add Event') : null}
    >
      <QueryView
        query={events}
        loadingLabel="Loading your events..."
        errorMessage={eventMessages.fetchOwnFailed}
        className="mt-4"
      >
        {({ items }) => (
          <>
            {canPost ? null : <EventUpgradePrompt />}
            {items.length > 0 ? (
              <ul aria-label="Your events" className="mt-4 flex flex-col gap-3">
                {items.map((event) => (
                  <OwnerEventItem
                    key={event.id}
                    event={event}
                    now={now}
                    canEdit={canPost}
                    onEdit={() => setOpen({ kind: 'form', event })}
                    onCancel={() => setOpen({ kind: 'cancel', event })}
                  />
                ))}
              </ul>
            ) : canPost ? (
              <StatusPanel
                dashed
                className="mt-4"
                icon={<CalendarDays aria-hidden="true" />}
                title="No events yet"
                titleAs="p"
                actions={addButton('Add Your First Event')}
              >
                Tell the town what is coming up: an opening, a tasting, live music.
              </StatusPanel>
            ) : null}
          </>
        )}
      </QueryView>
      {open?.kind === 'form' ? <EventFormDialog event={open.event} onClose={close} /> : null}
      {open?.kind === 'cancel' ? <EventCancelDialog event={open.event} onClose={close} /> : null}
    </SectionCard>
  );
}
