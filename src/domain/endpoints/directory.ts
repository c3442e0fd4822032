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
import { anyone, empty, endpointGroup, json } from '../endpoint.js';
import { listingClickSchema } from '../insight-schemas.js';
import type { Page } from '../paging.js';
import {
  cityParamSchema,
  cityQuerySchema,
  listingsQuerySchema,
  searchCriteriaSchema,
  suggestionQuerySchema,
} from '../search-schemas.js';

export const directoryEndpoints = endpointGroup('Directory', apiPaths.directory, {
  listings: anyone('Every business, filtered, a page at a time (the listings page)', {
    query: listingsQuerySchema,
    answer: json<Page<Listing>>(),
  }),
  home: anyone("The home page's featured cards, cities and categories", {
    answer: json<HomeDirectory>(),
  }),
  featured: anyone('The featured businesses', { answer: json<Page<BusinessCard>>() }),
  search: anyone('Search by words, category and city', {
    query: searchCriteriaSchema,
    answer: json<Page<BusinessCard>>(),
  }),
  suggestions: anyone('Businesses whose name starts like what was typed', {
    query: suggestionQuerySchema,
    answer: json<Page<Suggestion>>(),
  }),
  profile: anyone("A business's profile by id or slug", {
    // Any text: a slug, a UUID or a name; what matches nothing is a 404, never a 400.
    params: z.object({ idOrSlug: z.string() }),
    answer: json<BusinessProfile>(),
  }),
  cities: anyone('Every city with at least one business', { answer: json<Page<CitySummary>>() }),
  city: anyone("A city's businesses, a page at a time", {
    params: cityParamSchema,
    query: cityQuerySchema,
    answer: json<CityBusinessesPage>(),
  }),
  contact: anyone("A visitor's message to the operators", {
    body: contactRequestSchema,
    answer: json<{ id: string }>(201),
  }),
  listingClick: anyone(
    "Count a visitor's click on a listing's website, phone, e-mail or directions",
    { body: listingClickSchema, answer: empty },
  ),
  pageView: anyone('Count a page view', { body: pageViewSchema, answer: empty }),
});
