import type { ReactNode } from 'react';
import { type AccountUser, authMessages, type UserType } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { RequireRole } from './require-role';

const ADMIN = 'admin' satisfies UserType;
const ADMIN_LOGIN_PATH = '/admin/login';

/** An admin page's guard: others are sent to the admin login (RequireRole). */
export function RequireAdmin({ children }: { children: (user: AccountUser) => ReactNode }) {
  return (
    <RequireRole
      userType={ADMIN}
      redirectTo={ADMIN_LOGIN_PATH}
      loading={translated(authMessages.adminLoading)}
      denied={translated(authMessages.adminDenied)}
    >
      {children}
    </RequireRole>
  );
}
