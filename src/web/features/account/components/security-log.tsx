import { format } from 'date-fns';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { SECURITY_ACTIONS } from '../../../../domain/accounts';
import { Button } from '../../../ui/button';
import { inputClassName } from '../../../ui/form-field';
import { LoadingState } from '../../../ui/spinner';
import {
  SECURITY_EVENTS_PAGE_SIZE,
  type SecurityEvent,
  type SecurityEventFilter,
  useSecurityEvents,
} from '../api/security-events';

const NO_FILTER: SecurityEventFilter = { action: '', success: '', from: '', to: '', offset: 0 };

/** 'auth_login_failed' -> 'Login failed'. */
function actionLabel(action: string): string {
  const words = action.replace(/^auth_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function details(event: SecurityEvent): string {
  const { email, reason, portal, attemptType, method, scope } = event.metadata as Record<
    string,
    string | undefined
  >;
  return [
    email && email !== event.actorEmail ? email : null,
    portal ? `${portal} login` : null,
    reason ? `reason: ${reason}` : null,
    attemptType ? `limit: ${attemptType}` : null,
    method && typeof method === 'string' ? `via ${method}` : null,
    scope ? `scope: ${scope}` : null,
    event.errorMessage,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Result({ success }: { success: boolean }) {
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

/** The security log (DESIGN decision 12): every auth outcome, filterable, newest first. */
export function SecurityLog() {
  const [filter, setFilter] = useState<SecurityEventFilter>(NO_FILTER);
  const events = useSecurityEvents(filter);
  const update = (patch: Partial<SecurityEventFilter>) =>
    setFilter((f) => ({ ...f, ...patch, offset: 0 }));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          Action
          <select
            value={filter.action}
            onChange={(e) => update({ action: e.target.value })}
            className={inputClassName}
          >
            <option value="">All actions</option>
            {SECURITY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          Result
          <select
            value={filter.success}
            onChange={(e) => update({ success: e.target.value as SecurityEventFilter['success'] })}
            className={inputClassName}
          >
            <option value="">Success and failure</option>
            <option value="true">Success</option>
            <option value="false">Failure</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          From
          <input
            type="date"
            value={filter.from}
            onChange={(e) => update({ from: e.target.value })}
            className={inputClassName}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          To
          <input
            type="date"
            value={filter.to}
            onChange={(e) => update({ to: e.target.value })}
            className={inputClassName}
          />
        </label>
      </div>

      {events.isPending ? (
        <LoadingState label="Loading the security log..." className="py-10" />
      ) : events.isError ? (
        <div role="alert" className="flex items-center gap-3 py-6 text-sm text-stone-700">
          Could not load the security log.
          <Button variant="outline" size="sm" onClick={() => events.refetch()}>
            Try again
          </Button>
        </div>
      ) : events.data.items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200">
          No security events match these filters.
        </p>
      ) : (
        <>
          <ul
            aria-label="Security events"
            className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
          >
            {events.data.items.map((event) => (
              <li
                key={event.id}
                className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr_7rem] sm:gap-4"
              >
                <time dateTime={event.createdAt} className="text-stone-500">
                  {format(new Date(event.createdAt), 'MMM d, yyyy h:mm a')}
                </time>
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">
                    {actionLabel(event.action)}
                    {event.actorEmail ? (
                      <span className="font-normal text-stone-600"> · {event.actorEmail}</span>
                    ) : null}
                  </p>
                  <p
                    className="truncate text-xs text-stone-500"
                    title={event.userAgent ?? undefined}
                  >
                    {[event.ipAddress, details(event)].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <Result success={event.success} />
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-3 text-sm text-stone-600">
            <span>
              {filter.offset + 1}–{filter.offset + events.data.items.length} of {events.data.total}
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={filter.offset === 0}
                onClick={() =>
                  setFilter((f) => ({
                    ...f,
                    offset: Math.max(0, f.offset - SECURITY_EVENTS_PAGE_SIZE),
                  }))
                }
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={filter.offset + SECURITY_EVENTS_PAGE_SIZE >= events.data.total}
                onClick={() =>
                  setFilter((f) => ({ ...f, offset: f.offset + SECURITY_EVENTS_PAGE_SIZE }))
                }
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
