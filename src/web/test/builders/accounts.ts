import type { AccountUser } from '#domain/accounts.js';
import { anId } from './ids.js';

export function aUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: anId(),
    email: 'owner@example.com',
    name: 'Olivia Owner',
    userType: 'business_owner',
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<AccountUser> = {}): AccountUser {
  return aUser({
    email: 'admin@example.com',
    name: 'Avery Admin',
    userType: 'admin',
    twoFactorEnabled: true,
    ...overrides,
  });
}

/** GET /api/account/session's answer. */
export function aSession(user: AccountUser | null) {
  return { user };
}
