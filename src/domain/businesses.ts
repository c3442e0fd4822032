/**
 * Businesses as the API sends them, read by the server's services (which build
 * them) and the web's fetchers (which receive them): a change on one side is a
 * type error on the other. `featured` comes from the plan catalogue, so the
 * browser never tests plan ids itself.
 */

import type { ListingConfirmation } from './listing-upkeep.js';
import type { PlanId } from './plans.js';

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube' | 'tiktok';
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** A card on the home page: featured or a search result (GET /api/businesses/home and /search). */
export interface BusinessCard {
  id: string;
  slug: string;
  name: string;
  category: string;
  city: string | null;
  image: string | null;
  /** `image` and its thumbnail by width, when `image` is a stored photo that has one. */
  imageSrcSet?: string;
  description: string;
  /** The owner's Spanish description, cut to the plan's cap (Spanish pages show it). */
  descriptionEs: string | null;
  /** 'Se habla español'. */
  speaksSpanish: boolean;
  plan: PlanId;
  featured: boolean;
  rating: number | null;
  /** The hours text where the plan shows it, for the open status (issue 29), when read. */
  hours?: string | null;
}

/** Who and where a business is: what the listings page and the admin's list both start with. */
export interface BusinessBasics {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  address: string | null;
  city: string | null;
}

/** A business on the listings page (GET /api/businesses). */
export interface Listing extends BusinessBasics {
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  rating: number | null;
  reviews: number;
  image: string | null;
  /** `image` and its thumbnail by width, when `image` is a stored photo that has one. */
  imageSrcSet?: string;
  description: string | null;
  /** The owner's Spanish description, cut to the plan's cap (Spanish pages show it). */
  descriptionEs: string | null;
  /** 'Se habla español'. */
  speaksSpanish: boolean;
  plan: PlanId;
  /** The 'FEATURED' ribbon and the gold border. */
  featured: boolean;
  /**
   * The hours text where the plan shows it, for the card's open status (issue 29);
   * absent until the listing's query reads it.
   */
  hours?: string | null;
  /** The pin on the result and profile maps (decision 037); null: left off the map. */
  latitude: number | null;
  longitude: number | null;
  /** Miles from the visitor's point, a tenth of a mile, in a list sorted 'Near me' (decision 039). */
  distanceMiles?: number;
}

/**
 * A business as any visitor may see it (spec 000 section 6), on city pages and
 * profiles. Keys a free plan does not show (website, email, hours) are absent,
 * not null, so nothing leaks.
 */
export interface PublicBusiness extends Listing {
  yearsInBusiness: number | null;
  planLabel: string;
  /** The Google Business Profile badge: texas_gold with gbp_set_up only. */
  gbpBadge: boolean;
  website?: string | null;
  email?: string | null;
  hours?: string | null;
}

export interface ProfilePhoto {
  id: string;
  url: string;
  /** `url` and its thumbnail by width, for photos stored with one. */
  srcSet?: string;
  isPrimary: boolean;
}

/** GET /api/businesses/:idOrSlug; social links and logo are absent when the plan hides them. */
export interface BusinessProfile extends PublicBusiness, ListingConfirmation {
  services: string[];
  /** Approved photos, primary first then newest, at most the plan's photo limit. */
  photos: ProfilePhoto[];
  socialLinks?: SocialLinks;
  logo?: string | null;
}

/** One quick suggestion under the search box (GET /api/businesses/suggestions). */
export interface Suggestion {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  city: string | null;
  state: string | null;
}

/** Everything the home page shows before a search (GET /api/businesses/home). */
export interface HomeDirectory {
  featured: BusinessCard[];
  cities: string[];
  categories: string[];
}

/** Profiles are addressed by slug when there is one, else by id (both work). */
export function businessPath(business: { id: string; slug?: string | null }): string {
  return `/business/${encodeURIComponent(business.slug || business.id)}`;
}

/** 'Plumbers in Bryan' and friends: what a business is and where, or undefined. */
export function businessKind(business: {
  category: string | null;
  city: string | null;
}): string | undefined {
  const { category, city } = business;
  if (category && city) return `${category} in ${city}`;
  return category ?? city ?? undefined;
}

/** A profile's page title, for the tab (web) and the HTML head (server). */
export function profilePageTitle(business: {
  name: string;
  category: string | null;
  city: string | null;
}): string {
  const kind = businessKind(business);
  return kind ? `${business.name} · ${kind}` : business.name;
}
