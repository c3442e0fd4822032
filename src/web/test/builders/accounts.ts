import type { AccountUser } from '#domain/accounts.js';
import { builder } from './builder.js';
import { anId } from './ids.js';

export const aUser = builder<AccountUser>(() => ({
  id: anId(),
  email: 'owner@example.com',
  name: 'Olivia Owner',
  userType: 'business_owner',
  twoFactorEnabled: false,
}));

export const anAdmin = builder<AccountUser>(() =>
  aUser({
    email: 'admin@example.com',
    name: 'Avery Admin',
    userType: 'admin',
    twoFactorEnabled: true,
  }),
);

/** GET /api/account/session's answer. */
export function aSession(user: AccountUser | null) {
  return { user };
}
