import type { PlanId } from '../../../../domain/plans';

/** A business on the listings page, as GET /api/businesses sends it. */
export interface Listing {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  rating: number | null;
  reviews: number;
  image: string | null;
  description: string | null;
  plan: PlanId;
  featured: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface ListingFilters {
  q: string;
  category: string;
  city: string;
}
