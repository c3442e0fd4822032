import { formatDistanceToNow } from 'date-fns';
import { Laptop, LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/ui/button.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { LoadingState } from '#web/ui/spinner.js';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '../api/sessions';
import { describeDevice } from '../lib/describe-device';

/** Where this account is signed in, with 'sign out' per device and for all the others. */
export function SessionsList() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const revoke = useRevokeSession();

  if (sessions.isPending) return <LoadingState label="Loading your sessions..." className="py-6" />;
  if (sessions.isError) {
    return (
      <RetryAlert onRetry={() => sessions.refetch()}>Could not load your sessions.</RetryAlert>
    );
  }

  const others = sessions.data.items.filter((s) => !s.current).length;
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
        {sessions.data.items.map((session) => (
          <li key={session.id} className="flex items-center gap-3 px-4 py-3">
            <Laptop aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-stone-900">
                {describeDevice(session.userAgent)}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-stone-500">
                {session.ipAddress ?? 'Unknown address'} · active{' '}
                {formatDistanceToNow(new Date(session.updatedAt), { addSuffix: true })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () => toast.success('Signed out of that device'),
                    onError: () => toast.error('Failed to sign out'),
                  })
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="self-start"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: ({ revoked }) =>
              toast.success(
                revoked === 1
                  ? 'Signed out of 1 other device'
                  : `Signed out of ${revoked} other devices`,
              ),
            onError: () => toast.error('Failed to sign out'),
          })
        }
      >
        <LogOut aria-hidden="true" />
        Sign Out of All Other Devices
      </Button>
    </div>
  );
}
