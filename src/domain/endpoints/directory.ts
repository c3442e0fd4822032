/** The `directory` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { pageViewSchema } from '../analytics.js';
import { apiPaths } from '../api-paths.js';
import type {
  BusinessCard,
  BusinessProfile,
  HomeDirectory,
  Listing,
  Suggestion,
} from '../businesses.js';
import type { CityBusinessesPage, CitySummary } from '../cities.js';
import { contactRequestSchema } from '../contact.js';
import { empty, endpoint, json } from '../endpoint.js';
import { listingClickSchema } from '../insight-schemas.js';
import { type Page, pageQuerySchema } from '../paging.js';
import {
  cityParamSchema,
  listingsQuerySchema,
  searchCriteriaSchema,
  suggestionQuerySchema,
} from '../search-schemas.js';

export const directoryEndpoints = {
  listings: endpoint(apiPaths.directory.listings, {
    summary: 'Every business, filtered, a page at a time (the listings page)',
    tag: 'Directory',
    access: 'public',
    query: listingsQuerySchema,
    answer: json<Page<Listing>>(),
  }),
  home: endpoint(apiPaths.directory.home, {
    summary: "The home page's featured cards, cities and categories",
    tag: 'Directory',
    access: 'public',
    answer: json<HomeDirectory>(),
  }),
  featured: endpoint(apiPaths.directory.featured, {
    summary: 'The featured businesses',
    tag: 'Directory',
    access: 'public',
    answer: json<Page<BusinessCard>>(),
  }),
  search: endpoint(apiPaths.directory.search, {
    summary: 'Search by words, category and city',
    tag: 'Directory',
    access: 'public',
    query: searchCriteriaSchema,
    answer: json<Page<BusinessCard>>(),
  }),
  suggestions: endpoint(apiPaths.directory.suggestions, {
    summary: 'Businesses whose name starts like what was typed',
    tag: 'Directory',
    access: 'public',
    query: suggestionQuerySchema,
    answer: json<Page<Suggestion>>(),
  }),
  profile: endpoint(apiPaths.directory.profile, {
    summary: "A business's profile by id or slug",
    tag: 'Directory',
    access: 'public',
    // Any text: a slug, a UUID or a name; what matches nothing is a 404, never a 400.
    params: z.object({ idOrSlug: z.string() }),
    answer: json<BusinessProfile>(),
  }),
  cities: endpoint(apiPaths.directory.cities, {
    summary: 'Every city with at least one business',
    tag: 'Directory',
    access: 'public',
    answer: json<Page<CitySummary>>(),
  }),
  city: endpoint(apiPaths.directory.city, {
    summary: "A city's businesses, a page at a time",
    tag: 'Directory',
    access: 'public',
    params: cityParamSchema,
    query: pageQuerySchema({ defaultLimit: 100 }),
    answer: json<CityBusinessesPage>(),
  }),
  contact: endpoint(apiPaths.directory.contact, {
    summary: "A visitor's message to the operators",
    tag: 'Directory',
    access: 'public',
    body: contactRequestSchema,
    answer: json<{ id: string }>(201),
  }),
  listingClick: endpoint(apiPaths.directory.listingClick, {
    summary: "Count a visitor's click on a listing's website, phone, e-mail or directions",
    tag: 'Directory',
    access: 'public',
    body: listingClickSchema,
    answer: empty,
  }),
  pageView: endpoint(apiPaths.directory.pageView, {
    summary: 'Count a page view',
    tag: 'Directory',
    access: 'public',
    body: pageViewSchema,
    answer: empty,
  }),
} as const;
