/**
 * Who may do what, as typed strings `action:entity:access` (epic-stack's
 * PermissionString). Services check them with the server's assertCan; the
 * browser may use `can` to hide a button, never to protect anything.
 */
import { type AccountUser, authMessages, type UserType } from './accounts.js';

export type PermissionString =
  | 'read:portal:own'
  | 'update:business-profile:own'
  | 'manage:photo:own'
  | 'manage:job:own'
  | 'manage:event:own'
  | 'read:insights:own'
  | 'manage:subscription:own'
  | 'disable:two-factor:own'
  | 'read:dashboard:any'
  | 'read:change-request:any'
  | 'process:change-request:any'
  | 'manage:business:any'
  | 'manage:contact:any'
  | 'manage:photo:any'
  | 'manage:job:any'
  | 'manage:event:any'
  | 'read:analytics:any'
  | 'read:security-log:any'
  | 'read:mailbox:any';

const ROLE_PERMISSIONS: Record<UserType, readonly PermissionString[]> = {
  business_owner: [
    'read:portal:own',
    'update:business-profile:own',
    'manage:photo:own',
    'manage:job:own',
    'manage:event:own',
    'read:insights:own',
    'manage:subscription:own',
    'disable:two-factor:own',
  ],
  admin: [
    'read:dashboard:any',
    'read:change-request:any',
    'process:change-request:any',
    'manage:business:any',
    'manage:contact:any',
    'manage:photo:any',
    'manage:job:any',
    'manage:event:any',
    'read:analytics:any',
    'read:security-log:any',
    'read:mailbox:any',
  ],
};

/** The spec's answer to someone who lacks the permission. */
const DENIED_MESSAGES: Record<PermissionString, string> = {
  'read:portal:own': authMessages.ownerOnly,
  'update:business-profile:own': authMessages.ownerOnly,
  'manage:photo:own': authMessages.ownerOnly,
  'manage:job:own': authMessages.ownerOnly,
  'manage:event:own': authMessages.ownerOnly,
  'read:insights:own': authMessages.ownerOnly,
  'manage:subscription:own': authMessages.ownerOnly,
  // Owners may turn two-factor off; admins must keep it.
  'disable:two-factor:own': authMessages.twoFactorRequired,
  'read:dashboard:any': authMessages.adminDenied,
  'read:change-request:any': authMessages.adminDenied,
  // The spec's own words for an approval attempted by a non-admin.
  'process:change-request:any': 'Not authenticated as admin',
  'manage:business:any': authMessages.adminDenied,
  'manage:contact:any': authMessages.adminDenied,
  'manage:photo:any': authMessages.adminDenied,
  'manage:job:any': authMessages.adminDenied,
  'manage:event:any': authMessages.adminDenied,
  'read:analytics:any': authMessages.adminDenied,
  'read:security-log:any': authMessages.adminDenied,
  'read:mailbox:any': authMessages.adminDenied,
};

type Actor = Pick<AccountUser, 'userType' | 'twoFactorEnabled'>;

export function can(user: Actor | null, permission: PermissionString): boolean {
  return deniedMessage(user, permission) === null;
}

/**
 * Why `user` may not have `permission` (the message to show), or null when they
 * may. Every admin permission also needs two-factor set up, so a stolen
 * password alone opens nothing.
 */
export function deniedMessage(user: Actor | null, permission: PermissionString): string | null {
  if (!user) return authMessages.signInRequired;
  if (!user.userType || !ROLE_PERMISSIONS[user.userType].includes(permission)) {
    return DENIED_MESSAGES[permission];
  }
  if (user.userType === 'admin' && !user.twoFactorEnabled) {
    return authMessages.twoFactorRequired;
  }
  return null;
}
