import type { ReactNode } from 'react';
import { type AccountUser, authMessages } from '#domain/accounts.js';
import { RequireRole } from './require-role';

/** An admin page's guard: others are sent to the admin login (RequireRole). */
export function RequireAdmin({ children }: { children: (user: AccountUser) => ReactNode }) {
  return (
    <RequireRole
      userType="admin"
      redirectTo="/admin/login"
      loading={authMessages.adminLoading}
      denied={authMessages.adminDenied}
    >
      {children}
    </RequireRole>
  );
}
