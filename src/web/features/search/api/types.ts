import type { PlanId } from '../../../../domain/plans';

/** A card on the home page (featured or a search result), as GET /api/businesses/home and /search send it. */
export interface BusinessCardData {
  id: string;
  slug: string;
  name: string;
  category: string;
  city: string | null;
  image: string | null;
  description: string;
  plan: PlanId;
  featured: boolean;
  rating: number | null;
}

export interface HomeDirectory {
  featured: BusinessCardData[];
  cities: string[];
  categories: string[];
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Suggestion {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  city: string | null;
  state: string | null;
}

export interface SearchCriteria {
  category: string;
  city: string;
}
