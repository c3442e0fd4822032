import {
  canEventTransition,
  EDITABLE_EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  type EventStatus,
  type ManagedEvent,
} from '#domain/events.js';
import { translated } from '#web/lib/i18n.js';
import { Button } from '#web/ui/button.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { type BadgeTone, StatusBadge } from '#web/ui/status-badge.js';
import { t } from '../i18n';
import { eventPlace } from '../lib/event-place';
import { whenText } from '../lib/event-time';
import { EventDateBadge } from './event-date-badge';

export const EVENT_STATUS_TONES: Record<EventStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** One of the owner's events: when and where, its review status and note, and its buttons. */
export function OwnerEventItem({
  event,
  now,
  canEdit,
  onEdit,
  onCancel,
}: {
  event: ManagedEvent;
  now: Date;
  /** False once the plan has no events: what is left can still be cancelled. */
  canEdit: boolean;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const over = new Date(event.endsAt ?? event.startsAt) < now;
  const editable = canEdit && !over && EDITABLE_EVENT_STATUSES.includes(event.status);
  const cancellable = !over && canEventTransition(event.status, 'cancelled', 'owner');
  // The buttons this event allows now, each naming the event for screen readers.
  const buttons = [
    editable && {
      label: t('events.owner.edit'),
      ariaLabel: t('events.owner.editLabel', { title: event.title }),
      onClick: onEdit,
    },
    cancellable && {
      label: t('events.owner.cancel'),
      ariaLabel: t('events.owner.cancelLabel', { title: event.title }),
      onClick: onCancel,
    },
  ].filter((button) => button !== false);
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-4">
        <EventDateBadge startsAt={event.startsAt} small />
        <div className="flex min-w-0 flex-col gap-1 text-sm text-stone-600">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-stone-900">{event.title}</h3>
            <StatusBadge tone={EVENT_STATUS_TONES[event.status]}>
              {translated(EVENT_STATUS_LABELS[event.status])}
            </StatusBadge>
            {over ? <StatusBadge tone="neutral">{t('events.owner.ended')}</StatusBadge> : null}
          </div>
          <span>{whenText(event.startsAt, event.endsAt)}</span>
          <span>{eventPlace(event)}</span>
          {event.status === 'pending' ? (
            <span className="text-stone-500">{t('events.owner.waiting')}</span>
          ) : null}
          {event.adminNotes ? (
            <p
              className={
                event.status === 'rejected'
                  ? 'mt-1 rounded-lg bg-red-50 p-2 text-red-900 ring-1 ring-red-200'
                  : 'mt-1 rounded-lg bg-stone-50 p-2 text-stone-700 ring-1 ring-stone-200'
              }
            >
              <span className="font-semibold">{t('events.owner.adminNote')}</span>{' '}
              {event.adminNotes}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1.5 sm:justify-end">
        {event.status === 'approved' ? (
          <ButtonLink
            size="sm"
            variant="outline"
            to={`/events/${event.id}`}
            aria-label={t('events.owner.viewLabel', { title: event.title })}
          >
            {t('events.owner.view')}
          </ButtonLink>
        ) : null}
        {buttons.map(({ label, ariaLabel, onClick }) => (
          <Button key={label} size="sm" variant="outline" onClick={onClick} aria-label={ariaLabel}>
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}
