/**
 * The decisions on change requests: approving a claim (the business, its owner's
 * link, the plan and the e-mail, in one transaction) or a profile change (the fields
 * the admin accepts), and rejecting either with a reason for the owner.
 */
import {
  type ApproveChangeInput,
  approvalMessages,
  type ChangeDecision,
  type ClaimData,
  claimDataSchema,
  type RejectChangeInput,
} from '#domain/approvals.js';
import type { Language } from '#domain/languages.js';
import { locationOf, profileColumns } from '#domain/maps.js';
import {
  descriptionLimitMessage,
  descriptionOverCap,
  type PartialProfileFields,
  PROFILE_FIELD_LABELS,
  type ProfileField,
} from '#domain/profile-changes.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { isUniqueViolation } from '../../platform/auth/users.js';
import { pageLink } from '../../platform/mail/compose.js';
import { enqueueEmail, type OutgoingEmail } from '../../platform/mail/outbox.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction } from '../../platform/security-log.js';
import {
  createBusinessRecord,
  findBusinessRowById,
  updateBusinessRecord,
} from '../businesses/businesses.service.js';
import { confirmedNow } from '../listing-upkeep/listing-upkeep.service.js';
import {
  changesApprovedEmail,
  claimApprovedEmail,
  requestRejectedEmail,
} from './approvals.emails.js';
import {
  businessHasOwner,
  type ChangeRequestRow,
  decidePendingRequest,
  findOwner,
  insertActiveSubscription,
  linkOwnerToBusiness,
  setRequestBusiness,
} from './approvals.queries.js';

import {
  changedFieldsOf,
  claimDataOf,
  requireRequest,
  text,
  toSummary,
} from './approvals.service.js';

interface DecisionContext {
  db: Db;
  config: Config;
  meta: RequestMeta;
  actor: SessionUser;
  id: string;
}

async function takeRequest(
  db: Db,
  { id, actor }: DecisionContext,
  status: 'approved' | 'rejected',
  notes: string | null,
) {
  const taken = await decidePendingRequest(db, id, {
    status,
    processedBy: actor.id,
    adminNotes: notes,
  });
  if (!taken) throw new AppError('conflict', approvalMessages.alreadyProcessed);
}

/** Tells the request's owner of the decision, when the request has an address for them. */
async function tellOwner(
  db: Db,
  row: ChangeRequestRow,
  email: (owner: { to: string; name: string | null; language: Language }) => OutgoingEmail,
) {
  const to = row.ownerEmail ?? text(row.newData?.owner_email);
  const name = row.ownerName ?? text(row.newData?.owner_name) ?? null;
  if (to) await enqueueEmail(db, email({ to, name, language: row.ownerLanguage }));
}

export async function approveChangeRequest(
  ctx: DecisionContext & { input: ApproveChangeInput & { notes: string | null } },
): Promise<ChangeDecision> {
  assertCan(ctx.actor, 'process:change-request:any');
  const row = await requireRequest(ctx.db, ctx.id);
  if (row.status !== 'pending') throw new AppError('conflict', approvalMessages.alreadyProcessed);
  const message =
    row.type === 'business_claim'
      ? await approveClaim(ctx, row)
      : await approveProfileChange(ctx, row);
  return { message, request: toSummary(await requireRequest(ctx.db, ctx.id)) };
}

/** The admin's corrected details, or the claimant's as they are (which must still be valid). */
function claimToApply(row: ChangeRequestRow, edited: ApproveChangeInput['claim']): ClaimData {
  const parsed = claimDataSchema.safeParse(edited ?? claimDataOf(row));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('validation', issue.message, { [String(issue.path[0])]: issue.message });
  }
  return parsed.data;
}

async function approveClaim(
  ctx: DecisionContext & { input: ApproveChangeInput & { notes: string | null } },
  row: ChangeRequestRow,
): Promise<string> {
  const { config, meta, actor, id, input } = ctx;
  const claim = claimToApply(row, input.claim);
  await ctx.db.transaction(async (tx) => {
    await takeRequest(tx, ctx, 'approved', input.notes);
    const owner = row.businessOwnerId ? await findOwner(tx, row.businessOwnerId) : undefined;
    if (!owner) throw new AppError('conflict', "The claimant's account no longer exists.");
    if (owner.businessId) {
      throw new AppError('conflict', 'This owner already runs a business listing.');
    }
    const business = input.linkBusinessId
      ? await existingBusinessToLink(tx, input.linkBusinessId)
      : await createBusinessRecord({
          db: tx,
          nameTakenMessage: approvalMessages.nameTaken,
          values: {
            name: claim.business_name,
            category: claim.business_category,
            address: claim.business_address,
            city: claim.business_city,
            state: claim.business_state,
            zipCode: claim.business_zip,
            phone: claim.business_phone,
            email: claim.business_email,
            website: claim.business_website,
            description: claim.business_description,
            plan: 'free',
            ...confirmedNow('bcs_local'),
          },
        });
    await linkOwnerToBusiness(tx, owner.id, {
      businessId: business.id,
      fullName: claim.owner_name,
      phone: claim.owner_phone,
    });
    // A new listing starts free; a linked one keeps the plan it already has.
    await insertActiveSubscription(tx, {
      businessId: business.id,
      businessOwnerId: owner.id,
      planType: business.plan,
    });
    await setRequestBusiness(tx, id, business.id);
    await enqueueEmail(
      tx,
      claimApprovedEmail({
        to: owner.email,
        name: claim.owner_name,
        language: owner.language,
        businessName: business.name,
        loginUrl: pageLink(config.publicUrl, 'businessLogin', owner.language),
        notes: input.notes,
      }),
    );
    await logAdminAction(tx, meta, {
      action: 'admin_claim_approved',
      actorUserId: actor.id,
      resourceType: 'change_request',
      resourceId: id,
      before: { status: 'pending', ...claimDataOf(row) },
      after: { status: 'approved', ...claim },
      metadata: {
        businessId: business.id,
        linkedExisting: Boolean(input.linkBusinessId),
        ownerEmail: owner.email,
        notes: input.notes,
      },
    });
  });
  return approvalMessages.claimApproved;
}

async function existingBusinessToLink(db: Db, businessId: string) {
  const business = await findBusinessRowById({ db, id: businessId });
  if (!business) throw new AppError('not_found', approvalMessages.businessNotFound);
  if (await businessHasOwner(db, businessId)) {
    throw new AppError('conflict', approvalMessages.businessHasOwner);
  }
  return business;
}

/** The accepted fields: at least one, each one the owner asked to change. */
function acceptedFields(row: ChangeRequestRow, fields: PartialProfileFields | undefined) {
  const requested = changedFieldsOf(row);
  const accepted = Object.entries(fields ?? {}).filter(([, v]) => v !== undefined) as [
    ProfileField,
    string | null,
  ][];
  if (accepted.length === 0) throw new AppError('validation', approvalMessages.nothingAccepted);
  const foreign = accepted.find(([field]) => !requested.includes(field));
  if (foreign) {
    const message = `${PROFILE_FIELD_LABELS[foreign[0]]} was not part of this request.`;
    throw new AppError('validation', message, { [foreign[0]]: message });
  }
  return Object.fromEntries(accepted) as PartialProfileFields;
}

async function approveProfileChange(
  ctx: DecisionContext & { input: ApproveChangeInput & { notes: string | null } },
  row: ChangeRequestRow,
): Promise<string> {
  const { meta, actor, id, input } = ctx;
  const fields = acceptedFields(row, input.fields as PartialProfileFields | undefined);
  await ctx.db.transaction(async (tx) => {
    await takeRequest(tx, ctx, 'approved', input.notes);
    const business = row.businessId
      ? await findBusinessRowById({ db: tx, id: row.businessId })
      : undefined;
    if (!business) throw new AppError('conflict', 'The business of this request no longer exists.');
    const overCap = descriptionOverCap(fields, business.plan);
    if (overCap) {
      const message = descriptionLimitMessage(business.plan, overCap);
      throw new AppError('validation', message, { [overCap]: message });
    }
    const live = { ...business, location: locationOf(business) };
    const before = Object.fromEntries(Object.keys(fields).map((f) => [f, live[f as ProfileField]]));
    try {
      // The owner's pin is marked as theirs, so geocoding will not move it (decision 037).
      const values = profileColumns(fields, 'owner');
      await tx.transaction((savepoint) =>
        updateBusinessRecord({
          db: savepoint,
          id: business.id,
          values: { ...values, ...confirmedNow('owner') },
        }),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new AppError('conflict', 'A business with this name already exists in this city.');
    }
    await tellOwner(tx, row, (owner) =>
      changesApprovedEmail({
        ...owner,
        businessName: fields.name ?? business.name,
        fields: Object.keys(fields).map((f) => PROFILE_FIELD_LABELS[f as ProfileField]),
        notes: input.notes,
      }),
    );
    await logAdminAction(tx, meta, {
      action: 'admin_profile_change_approved',
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: business.id,
      before,
      after: fields,
      metadata: {
        changeRequestId: id,
        dropped: changedFieldsOf(row).filter((f) => !(f in fields)),
        notes: input.notes,
      },
    });
  });
  return approvalMessages.changesApproved;
}

export async function rejectChangeRequest(
  ctx: DecisionContext & { input: RejectChangeInput & { notes: string | null } },
): Promise<ChangeDecision> {
  const { db, config, meta, actor, id, input } = ctx;
  assertCan(actor, 'process:change-request:any');
  const row = await requireRequest(db, id);
  if (row.status !== 'pending') throw new AppError('conflict', approvalMessages.alreadyProcessed);
  const summary = toSummary(row);
  await db.transaction(async (tx) => {
    await takeRequest(tx, ctx, 'rejected', input.notes);
    await tellOwner(tx, row, (owner) =>
      requestRejectedEmail({
        ...owner,
        what: {
          kind: row.type === 'business_claim' ? 'claim' : 'changes',
          businessName: summary.businessName,
        },
        notes: input.notes,
        contactUrl: pageLink(config.publicUrl, 'contact', owner.language),
      }),
    );
    await logAdminAction(tx, meta, {
      action:
        row.type === 'business_claim' ? 'admin_claim_rejected' : 'admin_profile_change_rejected',
      actorUserId: actor.id,
      resourceType: 'change_request',
      resourceId: id,
      before: { status: 'pending' },
      after: { status: 'rejected' },
      metadata: { businessName: summary.businessName, notes: input.notes },
    });
  });
  return {
    message: approvalMessages.rejected,
    request: toSummary(await requireRequest(db, id)),
  };
}
