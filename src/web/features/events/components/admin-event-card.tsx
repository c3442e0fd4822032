import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminEventDecisionSchema } from '#domain/event-schemas.js';
import { type AdminEventTab, eventPriceText, type ManagedEvent } from '#domain/events.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { DecisionButtons } from '#web/ui/decision-buttons.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import type { AdminEventDecision } from '../api/events';
import { whenText } from '../lib/event-time';

/** The card's one field: the notes the decision sends. */
const NOTES_SCHEMA = adminEventDecisionSchema.pick({ notes: true });

export type AdminEventAction = 'approve' | 'reject' | 'take-down';

/** Each tab's buttons: the admin's moves of the transition table from that status. */
const ACTIONS: Record<
  AdminEventTab,
  { action: AdminEventAction; label: string; to: AdminEventDecision }[]
> = {
  pending: [
    { action: 'approve', label: 'Approve', to: 'approved' },
    { action: 'reject', label: 'Reject', to: 'rejected' },
  ],
  approved: [{ action: 'take-down', label: 'Take Down', to: 'cancelled' }],
  rejected: [],
  cancelled: [],
};

const PLACEHOLDERS: Partial<Record<AdminEventTab, string>> = {
  pending: 'Add notes about this approval/rejection...',
  approved: 'Say why the event is taken down...',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One event in Events review: its details, the admin's notes and the tab's moves. */
export function AdminEventCard({
  event,
  tab,
  processing,
  onAction,
}: {
  event: ManagedEvent;
  tab: AdminEventTab;
  processing: { id: string; action: AdminEventAction } | null;
  onAction: (
    event: ManagedEvent,
    action: AdminEventAction,
    to: AdminEventDecision,
    notes: string,
  ) => void;
}) {
  const form = useSchemaForm(NOTES_SCHEMA, { defaultValues: { notes: '' } });
  const actions = ACTIONS[tab];
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <div>
        <h3 className="font-semibold text-stone-900">{event.title}</h3>
        <p className="text-sm text-stone-600">
          {event.organizer.slug ? (
            <Link
              to={`/business/${event.organizer.slug}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {event.organizer.name}
            </Link>
          ) : (
            event.organizer.name
          )}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="When">{whenText(event.startsAt, event.endsAt)}</Fact>
        <Fact label="Where">
          {[event.venue, event.address, event.city].filter(Boolean).join(', ')}
        </Fact>
        <Fact label="Admission">{eventPriceText(event.priceCents) ?? 'Not stated'}</Fact>
        {event.url ? (
          <Fact label="Link">
            <a
              href={event.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {event.url}
            </a>
          </Fact>
        ) : null}
      </dl>
      <div className="flex gap-3">
        {event.imageUrl ? (
          <img
            src={event.imageUrl}
            alt={`Chosen for ${event.title}`}
            className="size-20 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ) : null}
        <p className="text-sm whitespace-pre-line text-stone-700">{event.description}</p>
      </div>
      {event.adminNotes ? (
        <p className="rounded-lg bg-stone-50 p-2 text-sm text-stone-700 ring-1 ring-stone-200">
          <span className="font-semibold">Admin notes:</span> {event.adminNotes}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <>
          <TextAreaField
            {...fieldProps(form, 'notes', `event-notes-${event.id}`)}
            label="Admin Notes"
            rows={2}
            placeholder={PLACEHOLDERS[tab]}
            hint="The owner sees these notes with the event."
          />
          <DecisionButtons
            actions={actions}
            subject={event.title}
            primary={['approve']}
            busy={processing !== null}
            pending={processing?.id === event.id ? processing.action : null}
            onChoose={({ action, to }) =>
              void form.handleSubmit(({ notes }) => onAction(event, action, to, notes ?? ''))()
            }
          />
        </>
      ) : null}
    </li>
  );
}
