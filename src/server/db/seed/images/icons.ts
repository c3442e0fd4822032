import type { Category } from '#domain/categories.js';

/**
 * One simple pictogram per category, drawn in a 100 x 100 box. `ink` is the
 * shape colour and `bg` the colour of the badge behind it (used for cut-outs).
 */
type Icon = (ink: string, bg: string) => string;

const snowflake: Icon = (ink) => {
  let arms = '';
  for (let i = 0; i < 6; i++) {
    arms += `<g transform="rotate(${i * 60} 50 50)"><line x1="50" y1="50" x2="50" y2="10"/><polyline points="40,18 50,28 60,18"/><polyline points="42,32 50,40 58,32"/></g>`;
  }
  return `<g stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none">${arms}</g><circle cx="50" cy="50" r="7" fill="${ink}"/>`;
};

const car: Icon = (ink, bg) =>
  `<path d="M10 66 L10 54 Q12 47 22 45 L31 30 Q34 25 41 25 L61 25 Q68 25 71 30 L80 45 Q90 47 90 54 L90 66 Z" fill="${ink}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M35 44 L41 32 L49 32 L49 44 Z M54 44 L54 32 L62 32 L68 44 Z" fill="${bg}"/>` +
  `<circle cx="29" cy="68" r="11" fill="${ink}" stroke="${bg}" stroke-width="5"/><circle cx="71" cy="68" r="11" fill="${ink}" stroke="${bg}" stroke-width="5"/>` +
  `<rect x="80" y="52" width="8" height="5" rx="2" fill="${bg}"/>`;

const scissors: Icon = (ink) =>
  `<g stroke="${ink}" stroke-linecap="round" fill="none"><line x1="38" y1="62" x2="74" y2="12" stroke-width="8"/><line x1="62" y1="62" x2="26" y2="12" stroke-width="8"/><circle cx="32" cy="74" r="12" stroke-width="7"/><circle cx="68" cy="74" r="12" stroke-width="7"/></g><circle cx="50" cy="45" r="4" fill="${ink}"/>`;

const bricks: Icon = (ink) => {
  const brick = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="27" height="15" rx="3" fill="${ink}"/>`;
  return (
    brick(8, 74) +
    brick(37, 74) +
    brick(66, 74) +
    brick(22, 56) +
    brick(51, 56) +
    brick(37, 38) +
    `<path d="M58 8 L82 24 L70 30 Z" fill="${ink}"/><line x1="60" y1="16" x2="48" y2="28" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`
  );
};

const bolt: Icon = (ink) =>
  `<polygon points="58,6 20,56 46,56 38,94 80,40 54,40 64,6" fill="${ink}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`;

const dumbbell: Icon = (ink) =>
  `<g transform="rotate(-25 50 50)" fill="${ink}"><rect x="20" y="46" width="60" height="8" rx="3"/><rect x="8" y="30" width="12" height="40" rx="4"/><rect x="21" y="36" width="9" height="28" rx="3"/><rect x="80" y="30" width="12" height="40" rx="4"/><rect x="70" y="36" width="9" height="28" rx="3"/></g>`;

const shield: Icon = (ink, bg) =>
  `<path d="M50 8 L84 20 L84 46 Q84 76 50 93 Q16 76 16 46 L16 20 Z" fill="${ink}"/><polyline points="33,50 45,62 68,38" fill="none" stroke="${bg}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;

const stones: Icon = (ink, bg) =>
  `<ellipse cx="50" cy="80" rx="34" ry="11" fill="${ink}" stroke="${bg}" stroke-width="3"/><ellipse cx="50" cy="62" rx="26" ry="10" fill="${ink}" stroke="${bg}" stroke-width="3"/><ellipse cx="50" cy="46" rx="18" ry="8" fill="${ink}" stroke="${bg}" stroke-width="3"/>` +
  `<path d="M52 36 Q56 16 80 10 Q78 32 52 36 Z" fill="${ink}"/><path d="M52 36 Q62 24 74 16" stroke="${bg}" stroke-width="2" fill="none"/>`;

const noBug: Icon = (ink, bg) =>
  `<g stroke="${ink}" stroke-width="4" stroke-linecap="round"><line x1="36" y1="44" x2="24" y2="38"/><line x1="34" y1="56" x2="22" y2="56"/><line x1="36" y1="67" x2="25" y2="75"/><line x1="64" y1="44" x2="76" y2="38"/><line x1="66" y1="56" x2="78" y2="56"/><line x1="64" y1="67" x2="75" y2="75"/><line x1="46" y1="28" x2="40" y2="18"/><line x1="54" y1="28" x2="60" y2="18"/></g>` +
  `<ellipse cx="50" cy="58" rx="15" ry="21" fill="${ink}"/><circle cx="50" cy="33" r="8" fill="${ink}"/><line x1="50" y1="42" x2="50" y2="78" stroke="${bg}" stroke-width="2.5"/>` +
  `<circle cx="50" cy="50" r="43" fill="none" stroke="${ink}" stroke-width="7"/><line x1="20" y1="20" x2="80" y2="80" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`;

const wrench: Icon = (ink, bg) =>
  `<g transform="rotate(-45 50 50)"><rect x="42" y="38" width="16" height="56" rx="8" fill="${ink}"/><circle cx="50" cy="28" r="22" fill="${ink}"/><rect x="43" y="2" width="14" height="28" rx="2" fill="${bg}"/><circle cx="50" cy="84" r="4" fill="${bg}"/></g>`;

const house: Icon = (ink, bg) =>
  `<rect x="64" y="14" width="10" height="22" fill="${ink}"/><polygon points="50,10 92,48 80,48 80,90 20,90 20,48 8,48" fill="${ink}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>` +
  `<rect x="43" y="62" width="14" height="28" rx="2" fill="${bg}"/><rect x="27" y="56" width="12" height="12" rx="1" fill="${bg}"/><rect x="61" y="56" width="12" height="12" rx="1" fill="${bg}"/>`;

const forkKnife: Icon = (ink) =>
  `<g fill="${ink}"><rect x="21" y="8" width="5" height="30" rx="2.5"/><rect x="30" y="8" width="5" height="30" rx="2.5"/><rect x="39" y="8" width="5" height="30" rx="2.5"/><path d="M21 32 L44 32 Q44 48 32.5 48 Q21 48 21 32 Z"/><rect x="28.5" y="44" width="8" height="48" rx="4"/>` +
  `<path d="M68 8 Q82 18 80 54 L72 54 L72 88 Q72 93 67 93 Q62 93 62 88 L62 14 Q62 8 68 8 Z"/></g>`;

const roof: Icon = (ink, bg) =>
  `<rect x="66" y="12" width="11" height="26" fill="${ink}"/><polygon points="50,12 94,56 6,56" fill="${ink}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>` +
  `<g stroke="${bg}" stroke-width="3"><line x1="36" y1="30" x2="64" y2="30"/><line x1="24" y1="43" x2="76" y2="43"/><line x1="43" y1="30" x2="40" y2="43"/><line x1="57" y1="30" x2="60" y2="43"/><line x1="30" y1="43" x2="27" y2="55"/><line x1="50" y1="43" x2="50" y2="55"/><line x1="70" y1="43" x2="73" y2="55"/></g>` +
  `<g stroke="${ink}" stroke-width="5" stroke-linecap="round"><line x1="30" y1="94" x2="38" y2="62"/><line x1="50" y1="94" x2="58" y2="62"/><line x1="33" y1="84" x2="53" y2="84"/><line x1="36" y1="72" x2="56" y2="72"/></g>`;

const gear: Icon = (ink, bg) =>
  `<circle cx="50" cy="50" r="35" fill="none" stroke="${ink}" stroke-width="14" stroke-dasharray="13.74 13.74"/><circle cx="50" cy="50" r="29" fill="${ink}"/><circle cx="50" cy="50" r="11" fill="${bg}"/>`;

const bag: Icon = (ink, bg) =>
  `<path d="M35 38 L35 28 Q35 12 50 12 Q65 12 65 28 L65 38" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M18 34 L82 34 L78 90 L22 90 Z" fill="${ink}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/><circle cx="35" cy="44" r="4" fill="${bg}"/><circle cx="65" cy="44" r="4" fill="${bg}"/>`;

const lotus: Icon = (ink, bg) =>
  `<g fill="${ink}" stroke="${bg}" stroke-width="2.5" stroke-linejoin="round"><path d="M50 72 Q22 78 6 58 Q32 50 50 72 Z"/><path d="M50 72 Q78 78 94 58 Q68 50 50 72 Z"/><path d="M50 72 Q24 62 20 34 Q44 40 50 72 Z"/><path d="M50 72 Q76 62 80 34 Q56 40 50 72 Z"/><path d="M50 14 Q68 42 50 72 Q32 42 50 14 Z"/></g>` +
  `<g stroke="${ink}" stroke-width="4" stroke-linecap="round"><line x1="24" y1="86" x2="76" y2="86"/><line x1="36" y1="95" x2="64" y2="95"/></g>`;

export const CATEGORY_ICONS: Record<Category, Icon> = {
  'Air Conditioning': snowflake,
  'Auto Mechanic': car,
  'Beauty Salons': scissors,
  Concrete: bricks,
  Electricians: bolt,
  Gyms: dumbbell,
  Insurance: shield,
  'Massage Parlors': stones,
  'Pest Control': noBug,
  Plumbers: wrench,
  'Real Estate': house,
  Restaurants: forkKnife,
  Roofers: roof,
  Services: gear,
  Shopping: bag,
  Wellness: lotus,
};

/** The icon scaled to `size` px with its top-left corner at (x, y). */
export function placeIcon(
  category: Category,
  x: number,
  y: number,
  size: number,
  ink: string,
  bg: string,
): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${CATEGORY_ICONS[category](ink, bg)}</g>`;
}
