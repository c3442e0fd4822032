import { Link } from 'react-router';
import { adminEventDecisionSchema } from '#domain/event-schemas.js';
import { type AdminEventTab, eventPriceText, type ManagedEvent } from '#domain/events.js';
import type { ReviewDecision, ReviewMove } from '#web/lib/use-status-review.js';
import { AdminReviewCard } from '#web/ui/admin-review-card.js';
import type { AdminEventDecision } from '../api/events';
import { whenText } from '../lib/event-time';

/** The card's one field: the notes the decision sends. */
const NOTES_SCHEMA = adminEventDecisionSchema.pick({ notes: true });

export type AdminEventAction = 'approve' | 'reject' | 'take-down';

/** Each tab's buttons: the admin's moves of the transition table from that status. */
const MOVES: Record<AdminEventTab, ReviewMove<AdminEventAction, AdminEventDecision>[]> = {
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

/** One event in Events review: its details, the admin's notes and the tab's moves. */
export function AdminEventCard({
  event,
  tab,
  ...decision
}: { event: ManagedEvent; tab: AdminEventTab } & ReviewDecision<
  AdminEventAction,
  AdminEventDecision
>) {
  const { organizer } = event;
  return (
    <AdminReviewCard
      id={event.id}
      title={event.title}
      byline={
        organizer.slug ? (
          <Link
            to={`/business/${organizer.slug}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {organizer.name}
          </Link>
        ) : (
          organizer.name
        )
      }
      facts={[
        { label: 'When', value: whenText(event.startsAt, event.endsAt) },
        {
          label: 'Where',
          value: [event.venue, event.address, event.city].filter(Boolean).join(', '),
        },
        { label: 'Admission', value: eventPriceText(event.priceCents) ?? 'Not stated' },
        event.url
          ? {
              label: 'Link',
              value: (
                <a
                  href={event.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="break-all text-brand-700 underline-offset-4 hover:underline"
                >
                  {event.url}
                </a>
              ),
            }
          : null,
      ]}
      adminNotes={event.adminNotes}
      notesSchema={NOTES_SCHEMA}
      notesId={`event-notes-${event.id}`}
      placeholder={PLACEHOLDERS[tab]}
      hint="The owner sees these notes with the event."
      moves={MOVES[tab]}
      primary={['approve']}
      {...decision}
    >
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
    </AdminReviewCard>
  );
}
