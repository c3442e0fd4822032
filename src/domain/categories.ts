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

/** Each category's name on Spanish pages (issue 28); the stored value stays English. */
export const CATEGORY_NAMES_IN_SPANISH: Record<Category, string> = {
  'Air Conditioning': 'Aire acondicionado',
  'Auto Mechanic': 'Mecánicos',
  'Beauty Salons': 'Salones de belleza',
  Concrete: 'Concreto',
  Electricians: 'Electricistas',
  Gyms: 'Gimnasios',
  Insurance: 'Seguros',
  'Massage Parlors': 'Masajes',
  'Pest Control': 'Control de plagas',
  Plumbers: 'Plomeros',
  'Real Estate': 'Bienes raíces',
  Restaurants: 'Restaurantes',
  Roofers: 'Techadores',
  Services: 'Servicios',
  Shopping: 'Tiendas',
  Wellness: 'Bienestar',
};
