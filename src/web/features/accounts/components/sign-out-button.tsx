import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { authMessages } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { Button, type ButtonProps } from '#web/ui/button.js';
import { useSignOut } from '../api/sign-out';
import { t } from '../i18n';

/** Signs this device out, says so, and goes to `to` (the matching login page). */
export function SignOutButton({ to, ...props }: { to: string } & Omit<ButtonProps, 'onClick'>) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      {...props}
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => {
            toast.success(translated(authMessages.signOutSuccess));
            navigate(to, { replace: true });
          },
          onError: () => toast.error(translated(authMessages.signOutFailed)),
        })
      }
    >
      <LogOut aria-hidden="true" />
      {signOut.isPending ? t('accounts.signOut.busy') : t('accounts.signOut.submit')}
    </Button>
  );
}
