import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser, UserType } from '#domain/accounts.js';
import { Button } from '#web/ui/button.js';
import { LoadingState } from '#web/ui/spinner.js';
import { useSession } from '../api/session';
import { t } from '../i18n';

/**
 * A page guard: shows `loading` while the session is read, then the page for the
 * right kind of user; anyone else sees `denied` while being sent to `redirectTo`.
 * The server checks every call again: this only decides what to render.
 */
export function RequireRole({
  userType: role,
  redirectTo,
  loading,
  denied,
  children,
}: {
  userType: UserType;
  redirectTo: string;
  loading: string;
  denied: string;
  children: (user: AccountUser) => ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.data;
  const allowed = user?.userType === role;

  useEffect(() => {
    if (session.isSuccess && !allowed) navigate(redirectTo, { replace: true });
  }, [session.isSuccess, allowed, navigate, redirectTo]);

  if (session.isPending) return <LoadingState label={loading} className="flex-1 py-24" />;
  if (session.isError) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center gap-4 py-24 text-center">
        <p className="text-stone-700">{t('accounts.session.checkFailed')}</p>
        <Button variant="outline" onClick={() => session.refetch()}>
          {t('accounts.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!allowed || !user) {
    return (
      <p role="alert" className="flex-1 py-24 text-center text-stone-700">
        {denied}
      </p>
    );
  }
  return <>{children(user)}</>;
}
