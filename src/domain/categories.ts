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

/**
 * Each category in Spanish (issue 28): its name on Spanish pages, then the words people
 * search for it by, singular and plural, accents as written (search ignores them).
 */
export const CATEGORIES_IN_SPANISH: Record<Category, { name: string; words: readonly string[] }> = {
  'Air Conditioning': {
    name: 'Aire acondicionado',
    words: ['aire acondicionado', 'clima', 'climas', 'climatización', 'minisplit'],
  },
  'Auto Mechanic': {
    name: 'Mecánicos',
    words: ['mecánico', 'mecánicos', 'mecánica', 'talleres', 'hojalatería'],
  },
  'Beauty Salons': {
    name: 'Salones de belleza',
    words: ['salón de belleza', 'salones', 'belleza', 'peluquería', 'peluquerías', 'estética'],
  },
  Concrete: { name: 'Concreto', words: ['concreto', 'cemento', 'hormigón'] },
  Electricians: { name: 'Electricistas', words: ['electricista', 'electricistas'] },
  Gyms: { name: 'Gimnasios', words: ['gimnasio', 'gimnasios'] },
  Insurance: { name: 'Seguros', words: ['seguro', 'seguros', 'aseguranza', 'aseguranzas'] },
  'Massage Parlors': { name: 'Masajes', words: ['masaje', 'masajes', 'masajista'] },
  'Pest Control': {
    name: 'Control de plagas',
    words: ['plaga', 'plagas', 'fumigación', 'fumigador', 'fumigadores', 'exterminador'],
  },
  Plumbers: {
    name: 'Plomeros',
    words: ['plomero', 'plomeros', 'plomería', 'fontanero', 'fontaneros'],
  },
  'Real Estate': {
    name: 'Bienes raíces',
    words: ['bienes raíces', 'inmobiliaria', 'inmobiliarias'],
  },
  Restaurants: {
    name: 'Restaurantes',
    words: ['restaurante', 'restaurantes', 'comida', 'taquería', 'taquerías', 'fonda'],
  },
  Roofers: { name: 'Techadores', words: ['techador', 'techadores', 'techo', 'techos', 'tejado'] },
  Services: { name: 'Servicios', words: ['servicio', 'servicios'] },
  Shopping: { name: 'Tiendas', words: ['tienda', 'tiendas', 'compras'] },
  Wellness: { name: 'Bienestar', words: ['bienestar', 'salud'] },
};

/** Lower case without accents: 'Peluquería' -> 'peluqueria' (how search compares words). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words of the Spanish names that name nothing alone ('salón de belleza'). */
const SPANISH_LINKING_WORDS = new Set(['de', 'del', 'y', 'el', 'la', 'los', 'las']);

/** Each single Spanish search word, accents folded, with the categories it names. */
const categoriesBySpanishWord: ReadonlyMap<string, readonly Category[]> = (() => {
  const byWord = new Map<string, Category[]>();
  for (const category of CATEGORIES) {
    const { name, words } = CATEGORIES_IN_SPANISH[category];
    for (const phrase of [name, ...words]) {
      for (const word of foldAccents(phrase).split(' ')) {
        if (SPANISH_LINKING_WORDS.has(word)) continue;
        const known = byWord.get(word) ?? [];
        if (!known.includes(category)) byWord.set(word, [...known, category]);
      }
    }
  }
  return byWord;
})();

/**
 * The categories a word of a Spanish search names ('plomeros' -> Plumbers, 'peluqueria'
 * -> Beauty Salons), accents ignored; `asPrefix` for a word still being typed
 * ('plome'), from three letters.
 */
export function categoriesNamedInSpanish(word: string, asPrefix = false): Category[] {
  const folded = foldAccents(word);
  if (!asPrefix) return [...(categoriesBySpanishWord.get(folded) ?? [])];
  if (folded.length < 3) return [];
  const found = new Set<Category>();
  for (const [known, categories] of categoriesBySpanishWord) {
    if (known.startsWith(folded)) for (const category of categories) found.add(category);
  }
  return [...found];
}
