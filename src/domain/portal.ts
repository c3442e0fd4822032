/** The business portal's overview (GET /api/portal/me). */
import type { Listing } from './businesses.js';

/** The owner's own business, as the owner edits it: nothing gated by the plan. */
export interface PortalBusiness
  extends Pick<
    Listing,
    | 'id'
    | 'slug'
    | 'name'
    | 'category'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'phone'
    | 'description'
    | 'plan'
  > {
  website: string | null;
  email: string | null;
}

/** `business` is null until an admin approves the owner's claim. */
export interface PortalOverview {
  owner: { fullName: string; email: string; phone: string | null };
  business: PortalBusiness | null;
}
