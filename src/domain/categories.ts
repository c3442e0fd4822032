/** The one category list of the product (DESIGN decision 3): search, filters, claim, edit, import. */
export const CATEGORIES = [
  'Air Conditioning',
  'Auto Mechanic',
  'Beauty Salons',
  'Concrete',
  'Electricians',
  'Gyms',
  'Insurance',
  'Massage Parlors',
  'Pest Control',
  'Plumbers',
  'Real Estate',
  'Restaurants',
  'Roofers',
  'Services',
  'Shopping',
  'Wellness',
] as const;

export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
