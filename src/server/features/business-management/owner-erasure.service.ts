/**
 * An admin erases a business owner's account (issue 30 point 5,
 * docs/decisions/030-personal-data-retention.md): the person goes (user, sessions,
 * password, two-factor secret, owner row, claims, mail to them, their address and
 * browser in the security log); the listing stays, unclaimed, on the plan it has.
 * A subscription the payment provider would bill again must be cancelled first: an
 * erased person must not keep being charged for a listing they no longer hold.
 */
import { erasureMessages, type OwnerErased } from '#domain/retention.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction } from '../../platform/security-log.js';
import { lockBusiness } from '../businesses/businesses.service.js';
import {
  eraseOwnerRows,
  findOwnerAccountOfBusiness,
  hasRenewingProviderSubscription,
} from './business-management.queries.js';

export const OWNER_ERASED_ACTION = 'admin_owner_account_erased';

export async function eraseOwnerOfBusiness({
  db,
  meta,
  actor,
  id,
}: {
  db: Db;
  meta: RequestMeta;
  actor: SessionUser;
  /** The business whose owner is erased. */
  id: string;
}): Promise<OwnerErased> {
  assertCan(actor, 'manage:business:any');
  return db.transaction(async (tx) => {
    const business = await lockBusiness({ db: tx, id, strength: 'update' });
    if (!business) throw new AppError('not_found', erasureMessages.ownerNotFound);
    const owner = await findOwnerAccountOfBusiness(tx, id);
    if (!owner) throw new AppError('not_found', erasureMessages.ownerNotFound);
    if (owner.userType && owner.userType !== 'business_owner') {
      throw new AppError('conflict', erasureMessages.notAnOwner);
    }
    if (await hasRenewingProviderSubscription(tx, id)) {
      throw new AppError('conflict', erasureMessages.subscriptionRenews);
    }
    const counts = await eraseOwnerRows(tx, owner);
    // What kind, how many, by whom and when; nothing of the person.
    await logAdminAction(tx, meta, {
      action: OWNER_ERASED_ACTION,
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: id,
      metadata: { kind: 'owner_account', accounts: 1, ...counts },
    });
    return { message: erasureMessages.ownerErased, businessId: id };
  });
}
