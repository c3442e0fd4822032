/**
 * The words people search each category by in Spanish (issue 28), for the server's
 * search: singular and plural, accents as written (search ignores them). Apart from
 * the categories' names (categories.ts), which the pages carry, so no page downloads
 * the search's vocabulary.
 */
import { CATEGORIES, CATEGORY_NAMES_IN_SPANISH, type Category } from './categories.js';

export const SPANISH_CATEGORY_WORDS: Record<Category, readonly string[]> = {
  'Air Conditioning': ['aire acondicionado', 'clima', 'climas', 'climatización', 'minisplit'],
  'Auto Mechanic': ['mecánico', 'mecánicos', 'mecánica', 'talleres', 'hojalatería'],
  'Beauty Salons': [
    'salón de belleza',
    'salones',
    'belleza',
    'peluquería',
    'peluquerías',
    'estética',
  ],
  Concrete: ['concreto', 'cemento', 'hormigón'],
  Electricians: ['electricista', 'electricistas'],
  Gyms: ['gimnasio', 'gimnasios'],
  Insurance: ['seguro', 'seguros', 'aseguranza', 'aseguranzas'],
  'Massage Parlors': ['masaje', 'masajes', 'masajista'],
  'Pest Control': ['plaga', 'plagas', 'fumigación', 'fumigador', 'fumigadores', 'exterminador'],
  Plumbers: ['plomero', 'plomeros', 'plomería', 'fontanero', 'fontaneros'],
  'Real Estate': ['bienes raíces', 'inmobiliaria', 'inmobiliarias'],
  Restaurants: ['restaurante', 'restaurantes', 'comida', 'taquería', 'taquerías', 'fonda'],
  Roofers: ['techador', 'techadores', 'techo', 'techos', 'tejado'],
  Services: ['servicio', 'servicios'],
  Shopping: ['tienda', 'tiendas', 'compras'],
  Wellness: ['bienestar', 'salud'],
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
    const phrases = [CATEGORY_NAMES_IN_SPANISH[category], ...SPANISH_CATEGORY_WORDS[category]];
    for (const phrase of phrases) {
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
