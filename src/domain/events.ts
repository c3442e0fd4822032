/** The Events page (DESIGN decision 13): GET /api/events answers a Page of these. */
export interface LocalEvent {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  city: string | null;
  url: string | null;
  /** ISO 8601 */
  startsAt: string;
  endsAt: string | null;
}
