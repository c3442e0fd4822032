import { format } from 'date-fns';
import { CircleCheck, CircleX } from 'lucide-react';
import type { SecurityEvent } from '../api/security-events';
import { actionLabel, eventDetails, valueChanges } from '../lib/security-event-format';
import { SecurityEventChanges } from './security-event-changes';

function EventResult({ success }: { success: boolean }) {
  return success ? (
    <span className="inline-flex items-center gap-1 text-green-800">
      <CircleCheck aria-hidden="true" className="size-4" /> Success
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-red-700">
      <CircleX aria-hidden="true" className="size-4" /> Failure
    </span>
  );
}

/** One row of the security log: when, what and who, where from, what changed, and the outcome. */
export function SecurityEventItem({ event }: { event: SecurityEvent }) {
  const changes = valueChanges(event);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr_7rem] sm:gap-4">
      <time dateTime={event.createdAt} className="text-stone-500">
        {format(new Date(event.createdAt), 'MMM d, yyyy h:mm a')}
      </time>
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere] text-stone-900">
          {actionLabel(event.action)}
          {event.actorEmail ? (
            <span className="font-normal text-stone-600"> · {event.actorEmail}</span>
          ) : null}
        </p>
        <p className="truncate text-xs text-stone-500" title={event.userAgent ?? undefined}>
          {[event.ipAddress, eventDetails(event)].filter(Boolean).join(' · ')}
        </p>
        {changes.length > 0 ? <SecurityEventChanges changes={changes} /> : null}
      </div>
      <EventResult success={event.success} />
    </li>
  );
}
