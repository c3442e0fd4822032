import { Link } from 'react-router';
import { adminEventDecisionSchema } from '#domain/event-schemas.js';
import type { AdminEventTab, ManagedEvent } from '#domain/events.js';
import type { ReviewDecision, ReviewMove } from '#web/lib/use-status-review.js';
import { AdminReviewCard } from '#web/ui/admin-review-card.js';
import type { AdminEventDecision } from '../api/events';
import { t } from '../i18n';
import { eventPrice } from '../lib/event-price';
import { whenText } from '../lib/event-time';

/** The card's one field: the notes the decision sends. */
const NOTES_SCHEMA = adminEventDecisionSchema.pick({ notes: true });

export type AdminEventAction = 'approve' | 'reject' | 'take-down';

/** Each tab's buttons: the admin's moves of the transition table from that status. */
const moves = (tab: AdminEventTab): ReviewMove<AdminEventAction, AdminEventDecision>[] => {
  switch (tab) {
    case 'pending':
      return [
        { action: 'approve', label: t('events.admin.approve'), to: 'approved' },
        { action: 'reject', label: t('events.admin.reject'), to: 'rejected' },
      ];
    case 'approved':
      return [{ action: 'take-down', label: t('events.admin.takeDown'), to: 'cancelled' }];
    default:
      return [];
  }
};

const placeholder = (tab: AdminEventTab): string | undefined =>
  tab === 'pending'
    ? t('events.admin.notesPending')
    : tab === 'approved'
      ? t('events.admin.notesApproved')
      : undefined;

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
  const notesId = `event-notes-${event.id}`;
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
        { label: t('events.fact.when'), value: whenText(event.startsAt, event.endsAt) },
        {
          label: t('events.fact.where'),
          value: [event.venue, event.address, event.city].filter(Boolean).join(', '),
        },
        {
          label: t('events.fact.admission'),
          value: eventPrice(event.priceCents) ?? t('events.price.unstated'),
        },
        event.url
          ? {
              label: t('events.fact.link'),
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
      notesId={notesId}
      placeholder={placeholder(tab)}
      hint={t('events.admin.notesHint')}
      moves={moves(tab)}
      primary={['approve']}
      {...decision}
    >
      <div className="flex gap-3">
        {event.imageUrl ? (
          <img
            src={event.imageUrl}
            alt={t('events.admin.imageAlt', { title: event.title })}
            className="size-20 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ) : null}
        <p className="text-sm whitespace-pre-line text-stone-700">{event.description}</p>
      </div>
    </AdminReviewCard>
  );
}
