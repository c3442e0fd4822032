/**
 * The business portal (spec 001 section 2): an owner sees and changes only the
 * business linked to their own account. Profile edits wait for an admin as a
 * profile_update change request (DESIGN decision 6); the live listing keeps its
 * values until approval.
 */

import { locationOf } from '#domain/maps.js';
import type {
  PendingProfileChange,
  PortalBusiness,
  PortalOverview,
  ProfileChangeSubmitted,
} from '#domain/portal.js';
import {
  portalMessages,
  type SpeaksSpanishInput,
  type SpeaksSpanishSaved,
} from '#domain/portal.js';
import {
  changedProfileFields,
  descriptionLimitMessage,
  descriptionOverCap,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFields,
  profileChangeMessages,
} from '#domain/profile-changes.js';
import type { Db } from '../../db/client.js';
import { pick } from '../../db/rows.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logUserAction } from '../../platform/security-log.js';
import {
  findWaitingProfileChange,
  openProfileChange,
  withdrawProfileChangeRequest,
} from '../approvals/change-requests.service.js';
import { findBusinessRowById, updateBusinessRecord } from '../businesses/businesses.service.js';
import { findOwnerByAuthUser, lockBusinessProfile } from './portal.queries.js';

type ChangeRow = NonNullable<Awaited<ReturnType<typeof findWaitingProfileChange>>>;
type ProfileValues = Partial<Record<ProfileField, string | null>>;

/** What the owner sent, with who they are and the request it came in. */
type OwnerInput<T> = { db: Db; actor: SessionUser; meta: RequestMeta; input: T };

async function findPortalBusiness(db: Db, id: string | null): Promise<PortalBusiness | null> {
  const row = id ? await findBusinessRowById({ db, id }) : undefined;
  if (!row) return null;
  // The owner edits what is stored: the whole description and contact details, whatever the plan.
  const business = pick(row, [
    'id',
    'slug',
    'name',
    'category',
    'address',
    'city',
    'state',
    'zipCode',
    'phone',
    'website',
    'email',
    'description',
    'descriptionEs',
    'speaksSpanish',
    'hours',
    'plan',
  ]);
  return { ...business, location: locationOf(row) };
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A stored change as the owner sees it: each changed field, live value -> proposed value. */
function toPendingChange(row: ChangeRow): PendingProfileChange {
  const oldData = row.oldData ?? {};
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    changes: PROFILE_FIELDS.filter((field) => field in row.newData).map((field) => ({
      field,
      label: PROFILE_FIELD_LABELS[field],
      from: textOrNull(oldData[field]),
      to: textOrNull(row.newData[field]),
    })),
  };
}

/**
 * The owner record and business of the signed-in user. The business always comes
 * from the account, never from the request, so no input can reach another listing.
 */
export async function requireOwnBusiness(db: Db, actor: SessionUser) {
  const owner = await findOwnerByAuthUser(db, actor.id);
  if (!owner) throw new AppError('forbidden', profileChangeMessages.ownerRequired);
  if (!owner.businessId) throw new AppError('not_found', portalMessages.noBusiness);
  return { ownerId: owner.id, businessId: owner.businessId };
}

/**
 * The signed-in owner, their business and its pending profile change. `business`
 * is null until an admin approves their claim: the portal then shows 'No Business Found ...'.
 */
export async function getPortalOverview({
  db,
  user,
}: {
  db: Db;
  user: SessionUser;
}): Promise<PortalOverview> {
  assertCan(user, 'read:portal:own');
  const owner = await findOwnerByAuthUser(db, user.id);
  const business = await findPortalBusiness(db, owner?.businessId ?? null);
  const pending = business ? await findWaitingProfileChange({ db, businessId: business.id }) : null;
  return {
    owner: {
      fullName: owner?.fullName ?? user.name,
      email: owner?.email ?? user.email,
      phone: owner?.phone ?? null,
    },
    business,
    pendingChange: pending ? toPendingChange(pending) : null,
  };
}

/**
 * Stores the fields that differ from the live listing as one pending
 * profile_update, with their live values as old_data. Guard order: an owner
 * with a business, something changed, the plan's description cap, no other
 * change waiting. The business row is locked for the check and the insert, so
 * two submissions at once cannot both pass the one-pending rule.
 */
export async function submitProfileChange({
  db,
  actor,
  meta,
  input,
}: OwnerInput<ProfileFields>): Promise<ProfileChangeSubmitted> {
  assertCan(actor, 'update:business-profile:own');
  const { ownerId, businessId } = await requireOwnBusiness(db, actor);
  return db.transaction(async (tx) => {
    const business = await lockBusinessProfile(tx, businessId);
    if (!business) throw new AppError('not_found', portalMessages.noBusiness);
    const { id: _id, plan, latitude, longitude, ...columns } = business;
    const live = { ...columns, location: locationOf({ latitude, longitude }) };
    const newData = changedProfileFields(live, input);
    const fields = PROFILE_FIELDS.filter((field) => field in newData);
    if (fields.length === 0) throw new AppError('validation', profileChangeMessages.noChanges);
    const overCap = descriptionOverCap(newData, plan);
    if (overCap) {
      const message = descriptionLimitMessage(plan, overCap);
      throw new AppError('validation', message, { [overCap]: message });
    }
    if (await findWaitingProfileChange({ db: tx, businessId })) {
      throw new AppError('conflict', portalMessages.changePending);
    }
    const oldData: ProfileValues = {};
    for (const field of fields) oldData[field] = live[field] ?? null;
    const row = await openProfileChange({
      db: tx,
      businessId,
      businessOwnerId: ownerId,
      oldData,
      newData,
    });
    await logUserAction(
      tx,
      { actor, meta },
      {
        action: 'portal_profile_change_submitted',
        resourceType: 'change_request',
        resourceId: row.id,
        metadata: { businessId, fields, before: oldData, after: newData },
      },
    );
    return { message: profileChangeMessages.submitted, pendingChange: toPendingChange(row) };
  });
}

/** Withdraws the pending profile change of the owner's own business; anything else is not found. */
export async function withdrawProfileChange({
  db,
  actor,
  meta,
  id,
}: {
  db: Db;
  actor: SessionUser;
  meta: RequestMeta;
  id: string;
}): Promise<void> {
  assertCan(actor, 'update:business-profile:own');
  const { businessId } = await requireOwnBusiness(db, actor);
  await db.transaction(async (tx) => {
    const row = await withdrawProfileChangeRequest({ db: tx, id, businessId });
    if (!row) throw new AppError('not_found', portalMessages.changeNotFound);
    await logUserAction(
      tx,
      { actor, meta },
      {
        action: 'portal_profile_change_withdrawn',
        resourceType: 'change_request',
        resourceId: row.id,
        metadata: { businessId, before: row.oldData, after: row.newData },
      },
    );
  });
}

/** Shows or hides 'Se habla español' on the owner's listing, at once; audited. */
export async function setSpeaksSpanish({
  db,
  actor,
  meta,
  input,
}: OwnerInput<SpeaksSpanishInput>): Promise<SpeaksSpanishSaved> {
  assertCan(actor, 'update:business-profile:own');
  const { businessId } = await requireOwnBusiness(db, actor);
  const { speaksSpanish } = input;
  await db.transaction(async (tx) => {
    await updateBusinessRecord({ db: tx, id: businessId, values: { speaksSpanish } });
    await logUserAction(
      tx,
      { actor, meta },
      {
        action: 'portal_speaks_spanish_set',
        resourceType: 'business',
        resourceId: businessId,
        metadata: { speaksSpanish },
      },
    );
  });
  const message = speaksSpanish ? portalMessages.speaksSpanishOn : portalMessages.speaksSpanishOff;
  return { speaksSpanish, message };
}
