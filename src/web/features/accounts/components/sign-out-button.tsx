import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '#domain/accounts.js';
import { Button, type ButtonProps } from '#web/ui/button.js';
import { useSignOut } from '../api/sign-out';

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
            toast.success(authMessages.signOutSuccess);
            navigate(to, { replace: true });
          },
          onError: () => toast.error(authMessages.signOutFailed),
        })
      }
    >
      <LogOut aria-hidden="true" />
      {signOut.isPending ? 'Signing out...' : 'Sign Out'}
    </Button>
  );
}
