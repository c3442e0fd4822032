import { formatDistanceToNow } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { Laptop, LogOut } from 'lucide-react';
import { authMessages } from '#domain/accounts.js';
import { currentLanguage, translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { LoadingState } from '#web/ui/spinner.js';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '../api/sessions';
import { t } from '../i18n';
import { describeDevice } from '../lib/describe-device';

/** Where this account is signed in, with 'sign out' per device and for all the others. */
export function SessionsList() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const revoke = useRevokeSession();

  if (sessions.isPending) {
    return <LoadingState label={t('accounts.sessions.loading')} className="py-6" />;
  }
  if (sessions.isError) {
    return (
      <RetryAlert onRetry={() => sessions.refetch()}>
        {t('accounts.sessions.loadFailed')}
      </RetryAlert>
    );
  }
  const locale = currentLanguage() === 'es' ? es : undefined;
  const signOutFailed = () => toast.error(translated(authMessages.signOutFailed));

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
                    {t('accounts.sessions.thisDevice')}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-stone-500">
                {t('accounts.sessions.active', {
                  address: session.ipAddress ?? t('accounts.sessions.unknownAddress'),
                  when: formatDistanceToNow(new Date(session.updatedAt), {
                    addSuffix: true,
                    locale,
                  }),
                })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () => toast.success(t('accounts.sessions.signedOutOne')),
                    onError: signOutFailed,
                  })
                }
              >
                {t('accounts.sessions.signOut')}
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
              toast.success(t('accounts.sessions.signedOutOthers', { count: revoked })),
            onError: signOutFailed,
          })
        }
      >
        <LogOut aria-hidden="true" />
        {t('accounts.sessions.signOutOthers')}
      </Button>
    </div>
  );
}
