/** The business portal's overview (GET /api/portal/me). */
import type { PlanId } from './plans.js';

/** The owner's own business, as the owner edits it: nothing gated by the plan. */
export interface PortalBusiness {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  description: string | null;
  plan: PlanId;
}

/** `business` is null until an admin approves the owner's claim. */
export interface PortalOverview {
  owner: { fullName: string; email: string; phone: string | null };
  business: PortalBusiness | null;
}
