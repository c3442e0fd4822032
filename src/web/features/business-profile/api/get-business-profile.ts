import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type PlanId = 'free' | 'silver' | 'texas_gold';

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube' | 'tiktok';

export interface ProfilePhoto {
  id: string;
  url: string;
  isPrimary: boolean;
}

/**
 * GET /api/businesses/:idOrSlug. The server applies the plan's gating: keys the plan
 * does not show (website, email, hours, social links, logo) are absent.
 */
export interface BusinessProfile {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  description: string | null;
  image: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  rating: number | null;
  reviews: number;
  yearsInBusiness: number | null;
  plan: PlanId;
  planLabel: string;
  featured: boolean;
  gbpBadge: boolean;
  services: string[];
  latitude: number | null;
  longitude: number | null;
  photos: ProfilePhoto[];
  website?: string | null;
  email?: string | null;
  hours?: string | null;
  socialLinks?: Partial<Record<SocialNetwork, string>>;
  logo?: string | null;
}

export function getBusinessProfile(idOrSlug: string, signal?: AbortSignal) {
  return apiFetch<BusinessProfile>(`/api/businesses/${encodeURIComponent(idOrSlug)}`, { signal });
}

export function businessProfileQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['businesses', 'profile', idOrSlug],
    queryFn: ({ signal }) => getBusinessProfile(idOrSlug, signal),
  });
}

export function useBusinessProfile(idOrSlug: string) {
  return useQuery(businessProfileQueryOptions(idOrSlug));
}
