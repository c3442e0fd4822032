/** Profiles are addressed by slug when there is one, else by id (both work). */
export function businessPath(business: { id: string; slug?: string | null }): string {
  return `/business/${encodeURIComponent(business.slug || business.id)}`;
}
