/**
 * The one writer of change_requests (DESIGN decision 6): a claimant's business claim
 * and an owner's profile change are opened here, in the caller's transaction, and
 * decided in approvals.service.ts. Other features call these, never the table.
 */
import type { ProfileField } from '#domain/profile-changes.js';
import type { Db } from '../../db/client.js';
import {
  deletePendingProfileChange,
  findPendingProfileChange,
  insertClaimRequest,
  insertProfileChange,
} from './change-requests.queries.js';

type ProfileValues = Partial<Record<ProfileField, string | null>>;

/** A claim waiting for an admin: who claims, and the business as the claim form gave it. */
export function openClaimRequest({
  db,
  businessOwnerId,
  newData,
}: {
  db: Db;
  businessOwnerId: string;
  newData: Record<string, unknown>;
}) {
  return insertClaimRequest(db, { businessOwnerId, newData });
}

/** The business's profile change waiting for an admin, or null. */
export function findWaitingProfileChange({ db, businessId }: { db: Db; businessId: string }) {
  return findPendingProfileChange(db, businessId);
}

/** An owner's profile change waiting for an admin: the values it replaces and the new ones. */
export function openProfileChange({
  db,
  businessId,
  businessOwnerId,
  oldData,
  newData,
}: {
  db: Db;
  businessId: string;
  businessOwnerId: string;
  oldData: ProfileValues;
  newData: ProfileValues;
}) {
  return insertProfileChange(db, { businessId, businessOwnerId, oldData, newData });
}

/** Withdraws the business's waiting profile change `id`; undefined when there is none. */
export function withdrawProfileChangeRequest({
  db,
  id,
  businessId,
}: {
  db: Db;
  id: string;
  businessId: string;
}) {
  return deletePendingProfileChange(db, { id, businessId });
}
