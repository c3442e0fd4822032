/**
 * The admin's Businesses tab: every write is one transaction with its audit
 * row (issue 8 point 8); a plan change also records a subscription change.
 */
import {
  type AdminBusiness,
  type BusinessEditInput,
  type NewBusinessInput,
  type PaymentMethod,
  businessManagementMessages as text,
} from '#domain/business-management.js';
import type { GeocodeState } from '#domain/geocoding.js';
import { locationOf, profileColumns } from '#domain/maps.js';
import type { Page } from '#domain/paging.js';
import { PLANS, type PlanId } from '#domain/plans.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { Logger } from '../../platform/logger.js';
import type { ListRequest, RequestMeta } from '../../platform/request-context.js';
import { logAdminAction } from '../../platform/security-log.js';
import type { Storage } from '../../platform/storage/storage.js';
import { countBusinessEvents } from '../analytics/analytics.service.js';
import {
  createBusinessRecord,
  lockBusiness,
  updateBusinessRecord,
} from '../businesses/businesses.service.js';
import { geocodeStatesOf } from '../geocoding/geocoding.service.js';
import {
  applicationFilesOfBusiness,
  removeApplicationFiles,
} from '../jobs/application-retention.service.js';
import { applyPlanToJobs } from '../jobs/job-postings.service.js';
import { confirmedNow } from '../listing-upkeep/listing-upkeep.service.js';
import { photoFilesOfBusiness, removePhotoFiles } from '../photos/photo-files.service.js';
import {
  type BusinessListFilter,
  deleteBusinessById,
  findAdminBusiness,
  findOwnerIdOfBusiness,
  insertSubscriptionChange,
  listBusinesses,
  listUnreadHoursRows,
  setSubscriptionPlan,
} from './business-management.queries.js';

interface AdminContext {
  db: Db;
  meta: RequestMeta;
  actor: SessionUser;
}

/** An admin's edit of one business: who asks, from where, which business, and the change. */
type BusinessEdit<Input> = AdminContext & { id: string; input: Input };

/** What an admin's change of a business answers: the message and the business as it now is. */
interface EditedBusiness {
  message: string;
  business: AdminBusiness;
}

type BusinessRow = NonNullable<Awaited<ReturnType<typeof findAdminBusiness>>>;

function toAdminBusiness(
  row: BusinessRow,
  counts: { searchImpressions: number; profileViews: number } | undefined,
  geocoding: GeocodeState | null | undefined,
): AdminBusiness {
  const { latitude, longitude, ...rest } = row;
  return {
    ...rest,
    location: locationOf({ latitude, longitude }),
    plan: row.plan as PlanId,
    createdAt: row.createdAt.toISOString(),
    searchImpressions: counts?.searchImpressions ?? 0,
    profileViews: counts?.profileViews ?? 0,
    geocoding: geocoding ?? null,
  };
}

async function withCounts(db: Db, rows: BusinessRow[]): Promise<AdminBusiness[]> {
  const businessIds = rows.map((r) => r.id);
  const [counts, locations] = await Promise.all([
    countBusinessEvents({ db, businessIds }),
    geocodeStatesOf(db, businessIds),
  ]);
  return rows.map((row) => toAdminBusiness(row, counts.get(row.id), locations.get(row.id)));
}

export async function findBusinessesForAdmin({
  db,
  actor,
  filter,
  page,
}: ListRequest<BusinessListFilter>): Promise<Page<AdminBusiness>> {
  assertCan(actor, 'manage:business:any');
  const { items, total } = await listBusinesses(db, filter, page);
  return { items: await withCounts(db, items), total };
}

/** The admin's report of hours texts not read in full (issue 29), by name. */
export async function listUnreadHours({ db, actor }: AdminContext) {
  assertCan(actor, 'manage:business:any');
  return listUnreadHoursRows(db);
}

async function requireBusiness(db: Db, id: string): Promise<AdminBusiness> {
  const row = await findAdminBusiness(db, id);
  if (!row) throw new AppError('not_found', text.notFound);
  const [business] = await withCounts(db, [row]);
  return business;
}

function changeTypeOf(from: PlanId, to: PlanId) {
  if (PLANS[to].rank > PLANS[from].rank) return 'upgrade' as const;
  if (PLANS[to].rank < PLANS[from].rank) return 'downgrade' as const;
  return 'other' as const;
}

/**
 * An admin sets the plan by hand with how it was paid. The business, its
 * subscription, a subscription_changes row and the audit row change together;
 * the row lock makes two admins' changes apply one after the other.
 */
export async function changeBusinessPlan({
  db,
  meta,
  actor,
  id,
  input,
}: BusinessEdit<{
  plan: PlanId;
  paymentMethod: PaymentMethod;
  notes: string | null;
}>): Promise<EditedBusiness> {
  assertCan(actor, 'manage:business:any');
  await db.transaction(async (tx) => {
    // Two admins' plan changes apply one after the other.
    const before = await lockBusiness({ db: tx, id, strength: 'update' });
    if (!before) throw new AppError('not_found', text.notFound);
    const ownerId = await findOwnerIdOfBusiness(tx, id);
    await updateBusinessRecord({
      db: tx,
      id,
      values: { plan: input.plan, paymentMethod: input.paymentMethod },
    });
    await setSubscriptionPlan(tx, { businessId: id, businessOwnerId: ownerId, plan: input.plan });
    await applyPlanToJobs(tx, id, input.plan);
    const change = await insertSubscriptionChange(tx, {
      businessId: id,
      businessOwnerId: ownerId,
      oldPlan: before.plan,
      newPlan: input.plan,
      changeType: changeTypeOf(before.plan, input.plan),
      processedAt: new Date(),
    });
    await logAdminAction(tx, meta, {
      action: 'admin_business_plan_changed',
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: id,
      before: { plan: before.plan, paymentMethod: before.paymentMethod },
      after: { plan: input.plan, paymentMethod: input.paymentMethod },
      metadata: { subscriptionChangeId: change.id, notes: input.notes },
    });
  });
  return { message: text.planUpdated, business: await requireBusiness(db, id) };
}

/** What the admin's Edit dialog changes. */
type EditedFields = {
  adminNotes?: string | null;
  email?: string | null;
  speaksSpanish?: boolean;
  hours?: string | null;
  location?: string | null;
};

export async function updateBusinessByAdmin({
  db,
  meta,
  actor,
  id,
  input,
}: BusinessEdit<EditedFields>): Promise<EditedBusiness> {
  assertCan(actor, 'manage:business:any');
  const values = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as BusinessEditInput;
  await db.transaction(async (tx) => {
    const before = await findAdminBusiness(tx, id);
    if (!before) throw new AppError('not_found', text.notFound);
    // The admin's pin is marked as set by hand: geocoding will not move it (decision 037).
    await updateBusinessRecord({
      db: tx,
      id,
      values: { ...profileColumns(values as EditedFields, 'admin'), ...confirmedNow('bcs_local') },
    });
    await logAdminAction(tx, meta, {
      action: 'admin_business_updated',
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: id,
      before: Object.fromEntries(
        Object.keys(values).map((k) => [
          k,
          k === 'location' ? locationOf(before) : before[k as keyof typeof before],
        ]),
      ),
      after: values,
    });
  });
  return { message: text.updated, business: await requireBusiness(db, id) };
}

export async function createBusinessByAdmin({
  db,
  meta,
  actor,
  input,
}: AdminContext & {
  input: Required<Omit<NewBusinessInput, 'category'>> & { category: NewBusinessInput['category'] };
}): Promise<EditedBusiness> {
  assertCan(actor, 'manage:business:any');
  const id = await db.transaction(async (tx) => {
    const row = await createBusinessRecord({
      db: tx,
      nameTakenMessage: text.nameTaken,
      values: { ...input, plan: 'free', paymentMethod: 'manual', ...confirmedNow('bcs_local') },
    });
    await logAdminAction(tx, meta, {
      action: 'admin_business_created',
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: row.id,
      after: { ...input, slug: row.slug, plan: 'free' },
    });
    return row.id;
  });
  return { message: text.created, business: await requireBusiness(db, id) };
}

export async function deleteBusinessByAdmin({
  db,
  storage,
  logger,
  meta,
  actor,
  id,
}: AdminContext & { storage: Storage; logger: Logger; id: string }): Promise<{ message: string }> {
  assertCan(actor, 'manage:business:any');
  const { photoFiles, resumes } = await db.transaction(async (tx) => {
    const before = await findAdminBusiness(tx, id);
    if (!before) throw new AppError('not_found', text.notFound);
    const files = await photoFilesOfBusiness(tx, id);
    // Its jobs' applications go with it (cascade): their resumes are removed below, not
    // left to the clean-up of stored files, whose safety stop would keep a large batch.
    const applications = await applicationFilesOfBusiness({ db: tx, businessId: id });
    await deleteBusinessById(tx, id);
    await logAdminAction(tx, meta, {
      action: 'admin_business_deleted',
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: id,
      // The listing as it was; its owner's e-mail is the person's, not the listing's.
      before: { ...before, ownerEmail: undefined, createdAt: before.createdAt.toISOString() },
      metadata: {
        applications: applications.applications,
        resumes: applications.resumes.length,
      },
    });
    return { photoFiles: files, resumes: applications.resumes };
  });
  // The rows are gone with the business; its stored photos and resumes go after the commit.
  await removePhotoFiles({ storage, logger }, photoFiles);
  await removeApplicationFiles({ storage, logger }, resumes);
  return { message: text.deleted };
}
