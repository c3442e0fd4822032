/**
 * The admin's decisions on business claims and profile changes (DESIGN
 * decisions 5 and 6). Each decision is one transaction: the request is taken
 * (only while pending, so a second admin gets a 409), the data is applied, the
 * owner's e-mail is queued and the audit row written, or none of it happens.
 */
import {
  approvalMessages,
  type ChangeListStatus,
  type ChangeRequestDetail,
  type ChangeRequestSummary,
  type ChangeType,
  CLAIM_DATA_FIELDS,
  type ClaimData,
  type ClaimRequestDetail,
} from '#domain/approvals.js';
import { locationOf } from '#domain/maps.js';
import type { Page } from '#domain/paging.js';
import type { PlanId } from '#domain/plans.js';
import { PROFILE_FIELDS, type ProfileField } from '#domain/profile-changes.js';
import type { Db } from '../../db/client.js';
import { mapPage } from '../../db/paging.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { ListRequest } from '../../platform/request-context.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import {
  type ChangeRequestRow,
  findChangeRequest,
  findSimilarBusinesses,
  listChangeRequests,
} from './approvals.queries.js';

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function changedFieldsOf(row: ChangeRequestRow): ProfileField[] {
  if (row.type !== 'profile_update') return [];
  return PROFILE_FIELDS.filter((field) => field in (row.newData ?? {}));
}

export function toSummary(row: ChangeRequestRow): ChangeRequestSummary {
  const data = row.newData ?? {};
  return {
    id: row.id,
    type: row.type as ChangeType,
    status: row.status,
    businessName: row.businessName ?? text(data.business_name) ?? 'Unknown business',
    ownerName: row.ownerName ?? text(data.owner_name),
    ownerEmail: row.ownerEmail ?? text(data.owner_email),
    changedFields: changedFieldsOf(row),
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    processedBy:
      row.processedByEmail !== null
        ? { name: row.processedByName ?? row.processedByEmail, email: row.processedByEmail }
        : null,
  };
}

export async function findChangeRequests({
  db,
  actor,
  filter,
  page,
}: ListRequest<{ status: ChangeListStatus; type?: ChangeType }>): Promise<
  Page<ChangeRequestSummary>
> {
  assertCan(actor, 'read:change-request:any');
  return mapPage(await listChangeRequests(db, filter, page), toSummary);
}

export async function requireRequest(db: Db, id: string): Promise<ChangeRequestRow> {
  const row = await findChangeRequest(db, id);
  if (!row || (row.type !== 'business_claim' && row.type !== 'profile_update')) {
    throw new AppError('not_found', approvalMessages.notFound);
  }
  return row;
}

/** The claim's details in the form the admin edits (never a password: claims hold none). */
export function claimDataOf(row: ChangeRequestRow): Record<keyof ClaimData, string | null> {
  const data = row.newData ?? {};
  return Object.fromEntries(CLAIM_DATA_FIELDS.map((f) => [f, text(data[f])])) as Record<
    keyof ClaimData,
    string | null
  >;
}

export async function getChangeRequest({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<ChangeRequestDetail> {
  assertCan(actor, 'read:change-request:any');
  const row = await requireRequest(db, id);
  const summary = toSummary(row);
  if (row.type === 'business_claim') {
    const claim = claimDataOf(row);
    const duplicates =
      claim.business_name && claim.business_city
        ? await findSimilarBusinesses(db, claim.business_name, claim.business_city)
        : [];
    return {
      ...summary,
      type: 'business_claim',
      claim: {
        ...claim,
        owner_email: text(row.newData?.owner_email) ?? summary.ownerEmail ?? '',
        additional_message: text(row.newData?.additional_message),
      } as ClaimRequestDetail['claim'],
      possibleDuplicates: duplicates.map((d) => ({ ...d, hasOwner: Boolean(d.hasOwner) })),
    };
  }
  const found = row.businessId ? await findBusinessRowById({ db, id: row.businessId }) : null;
  const business = found ? { ...found, location: locationOf(found) } : null;
  return {
    ...summary,
    type: 'profile_update',
    business: {
      id: business?.id ?? row.businessId ?? '',
      slug: business?.slug ?? '',
      name: business?.name ?? summary.businessName,
      plan: (business?.plan ?? 'free') as PlanId,
    },
    changes: summary.changedFields.map((field) => ({
      field,
      from: text(row.oldData?.[field]),
      to: text(row.newData?.[field]),
      current: business ? text(business[field]) : null,
    })),
  };
}
