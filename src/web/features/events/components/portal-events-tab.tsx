import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { eventMessages, type ManagedEvent } from '#domain/events.js';
import { translated } from '#web/lib/i18n.js';
import { Button } from '#web/ui/button.js';
import { QueryView } from '#web/ui/query-view.js';
import { SectionCard } from '#web/ui/section-card.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { usePortalEvents } from '../api/events';
import { t } from '../i18n';
import { EventCancelDialog } from './event-cancel-dialog';
import { EventFormDialog } from './event-form-dialog';
import { EventUpgradePrompt } from './event-upgrade-prompt';
import { OwnerEventItem } from './owner-event-item';

type Open = { kind: 'form'; event?: ManagedEvent } | { kind: 'cancel'; event: ManagedEvent };

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
      title={t('events.portal.title')}
      description={
        canPost
          ? t('events.portal.allowance', { perMonth: events.data?.eventsPerMonth ?? 0 })
          : undefined
      }
      actions={canPost ? addButton(t('events.portal.add')) : null}
    >
      <QueryView
        query={events}
        loadingLabel={t('events.portal.loading')}
        errorMessage={translated(eventMessages.fetchOwnFailed)}
        className="mt-4"
      >
        {({ items }) => (
          <>
            {canPost ? null : <EventUpgradePrompt />}
            {items.length > 0 ? (
              <ul aria-label={t('events.portal.yours')} className="mt-4 flex flex-col gap-3">
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
                title={t('events.portal.none')}
                titleAs="p"
                actions={addButton(t('events.portal.addFirst'))}
              >
                {t('events.portal.noneText')}
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
