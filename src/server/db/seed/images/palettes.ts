import type { Category } from '#domain/categories.js';

/** Gradient start and end, a light accent, and a deep shade for text panels. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  deep: string;
}

export const CATEGORY_PALETTES: Record<Category, Palette> = {
  'Air Conditioning': { from: '#38bdf8', to: '#1e40af', accent: '#e0f2fe', deep: '#172554' },
  'Auto Mechanic': { from: '#475569', to: '#0f172a', accent: '#fb923c', deep: '#020617' },
  'Beauty Salons': { from: '#f472b6', to: '#9d174d', accent: '#fde68a', deep: '#500724' },
  Concrete: { from: '#a8a29e', to: '#44403c', accent: '#fcd34d', deep: '#1c1917' },
  Electricians: { from: '#334155', to: '#1e1b4b', accent: '#facc15', deep: '#0f0d2e' },
  Gyms: { from: '#ef4444', to: '#450a0a', accent: '#fecaca', deep: '#1f0505' },
  Insurance: { from: '#14b8a6', to: '#134e4a', accent: '#ccfbf1', deep: '#042f2e' },
  'Massage Parlors': { from: '#a78bfa', to: '#4c1d95', accent: '#ede9fe', deep: '#2e1065' },
  'Pest Control': { from: '#84cc16', to: '#14532d', accent: '#ecfccb', deep: '#052e16' },
  Plumbers: { from: '#3b82f6', to: '#0c4a6e', accent: '#bae6fd', deep: '#082f49' },
  'Real Estate': { from: '#9b2c2c', to: '#500000', accent: '#fde68a', deep: '#2b0000' },
  Restaurants: { from: '#f97316', to: '#7c2d12', accent: '#ffedd5', deep: '#431407' },
  Roofers: { from: '#d97706', to: '#451a03', accent: '#fef3c7', deep: '#2a1002' },
  Services: { from: '#6366f1', to: '#1e1b4b', accent: '#e0e7ff', deep: '#13113a' },
  Shopping: { from: '#d946ef', to: '#581c87', accent: '#fae8ff', deep: '#3b0764' },
  Wellness: { from: '#34d399', to: '#065f46', accent: '#d1fae5', deep: '#022c22' },
};
