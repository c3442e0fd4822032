import type { Category } from '#domain/categories.js';
import { placeIcon } from './icons.js';
import { CATEGORY_PALETTES, type Palette } from './palettes.js';
import {
  escapeXml,
  FONT_FAMILY,
  fitText,
  mix,
  ridgePath,
  seededRandom,
  svgDocument,
  textBlock,
} from './svg.js';

/** What the pictures of one business are drawn from. */
export interface BusinessArtInput {
  name: string;
  category: Category;
  city: string;
  rating: number;
  reviews: number;
  yearsInBusiness: number;
  hours: string;
  services: string[];
}

/** Picture layouts: the cover, then the extra gallery photos in order. */
export const GALLERY_LAYOUTS = [
  'pattern',
  'storefront',
  'rating',
  'landscape',
  'services',
] as const;
export type Layout = 'cover' | (typeof GALLERY_LAYOUTS)[number];

/** Every business picture is drawn at this size (a photo's display copy). */
export const PICTURE_SIZE = { width: 800, height: 600 } as const;
const W = PICTURE_SIZE.width;
const H = PICTURE_SIZE.height;

/** Used for the gallery when a listing has no services of its own. */
const DEFAULT_SERVICES: Record<Category, string[]> = {
  'Air Conditioning': ['A/C repair', 'New system installs', 'Seasonal tune-ups', 'Heating service'],
  'Auto Mechanic': ['Oil changes', 'Brakes', 'Diagnostics', 'State inspections'],
  'Beauty Salons': ['Cuts and styling', 'Color', 'Nails', 'Brows and lashes'],
  Concrete: ['Driveways', 'Patios', 'Foundations', 'Sidewalks'],
  Electricians: ['Repairs', 'Lighting', 'Panel upgrades', 'Outlets and fans'],
  Gyms: ['Free weights', 'Group classes', 'Cardio', 'Personal training'],
  Insurance: ['Home', 'Auto', 'Life', 'Business'],
  'Massage Parlors': ['Relaxation massage', 'Deep tissue', 'Hot stone', 'Gift cards'],
  'Pest Control': ['Ants and roaches', 'Termites', 'Rodents', 'Mosquitoes'],
  Plumbers: ['Leak repair', 'Drains', 'Water heaters', 'Fixtures'],
  'Real Estate': ['Buying', 'Selling', 'Rentals', 'Land'],
  Restaurants: ['Dine-in', 'Takeout', 'Catering', 'Daily specials'],
  Roofers: ['Repairs', 'Replacements', 'Inspections', 'Gutters'],
  Services: ['Residential', 'Commercial', 'Free estimates', 'Same-week scheduling'],
  Shopping: ['New arrivals', 'Gifts', 'Local makers', 'Gift cards'],
  Wellness: ['Consultations', 'Classes', 'Personal plans', 'Memberships'],
};

/**
 * An 800 x 600 picture of a business. `variant` shifts the palette so two
 * pictures with the same layout (and same-category neighbours) still differ.
 */
export function businessPictureSvg(input: BusinessArtInput, layout: Layout, variant = 0): string {
  const palette = shiftPalette(CATEGORY_PALETTES[input.category], variant);
  const random = seededRandom(`${input.name}:${layout}:${variant}`);
  const draw = LAYOUTS[layout];
  return svgDocument(W, H, draw(input, palette, random));
}

type Draw = (input: BusinessArtInput, p: Palette, random: () => number) => string;

function shiftPalette(p: Palette, variant: number): Palette {
  switch (variant % 3) {
    case 1:
      return { ...p, from: mix(p.from, '#ffffff', 0.18), to: mix(p.to, p.from, 0.35) };
    case 2:
      return { ...p, from: p.to, to: mix(p.from, p.deep, 0.3) };
    default:
      return p;
  }
}

const cover: Draw = (b, p, random) => {
  const name = fitText(b.name, { maxWidth: 700, maxSize: 68, minSize: 34, maxLines: 2 });
  const nameCenter = name.lines.length > 1 ? 392 : 372;
  const nameBottom = nameCenter + (name.lines.length * name.fontSize * 1.15) / 2;
  const caption = `${b.category} · ${b.city}, TX`.toUpperCase();
  return (
    defs(p) +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>` +
    bubbles(p, random, 4) +
    dotGrid(40, 40, 7, 4, p.accent, 0.28) +
    dotGrid(W - 40 - 6 * 22, H - 200, 7, 3, p.accent, 0.18) +
    `<path d="${ridgePath(random, { width: W, y: 548, amplitude: 46, bumps: 4, bottom: H })}" fill="${p.deep}" opacity="0.35"/>` +
    `<path d="${ridgePath(random, { width: W, y: 582, amplitude: 30, bumps: 5, bottom: H })}" fill="${p.deep}" opacity="0.45"/>` +
    `<circle cx="400" cy="178" r="122" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="3"/>` +
    `<circle cx="400" cy="178" r="104" fill="${p.accent}"/>` +
    placeIcon(b.category, 400 - 62, 178 - 62, 124, p.to, p.accent) +
    textBlock(
      name,
      403,
      nameCenter + 3,
      `font-weight="700" text-anchor="middle" fill="${p.deep}" opacity="0.35"`,
    ) +
    textBlock(name, 400, nameCenter, `font-weight="700" text-anchor="middle" fill="#ffffff"`) +
    `<rect x="370" y="${nameBottom + 16}" width="60" height="5" rx="2.5" fill="${p.accent}"/>` +
    `<text x="400" y="${nameBottom + 58}" font-family="${FONT_FAMILY}" font-size="20" letter-spacing="4" text-anchor="middle" fill="${p.accent}">${escapeXml(caption)}</text>`
  );
};

const pattern: Draw = (b, p, random) => {
  const service = pick(servicesOf(b), random);
  const text = fitText(service, { maxWidth: 460, maxSize: 48, minSize: 28, maxLines: 2 });
  let tiles = '';
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      const x = col * 120 + (row % 2) * 60 - 30;
      const y = row * 130 - 20;
      tiles += `<g transform="rotate(${-12 + random() * 24} ${x + 35} ${y + 35})" opacity="0.13">${placeIcon(b.category, x, y, 70, '#ffffff', p.from)}</g>`;
    }
  }
  return (
    defs(p) +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${tiles}` +
    `<rect x="146" y="158" width="520" height="300" rx="32" fill="${p.deep}" opacity="0.25"/>` +
    `<rect x="140" y="150" width="520" height="300" rx="32" fill="#ffffff"/>` +
    `<circle cx="400" cy="224" r="46" fill="${p.accent}"/>` +
    placeIcon(b.category, 400 - 30, 224 - 30, 60, p.to, p.accent) +
    textBlock(text, 400, 332, `font-weight="700" text-anchor="middle" fill="${p.deep}"`) +
    `<text x="400" y="418" font-family="${FONT_FAMILY}" font-size="20" text-anchor="middle" fill="${p.to}" opacity="0.8">${escapeXml(b.name)}</text>`
  );
};

const storefront: Draw = (b, p, random) => {
  const sign = fitText(b.name, { maxWidth: 420, maxSize: 40, minSize: 22, maxLines: 2 });
  const sky = mix(p.accent, '#ffffff', 0.4);
  const glass = mix(p.accent, '#ffffff', 0.55);
  const stripes = Array.from({ length: 10 }, (_, i) => {
    const x = 150 + i * 50;
    const fill = i % 2 === 0 ? p.from : '#ffffff';
    return `<path d="M${x} 282 L${x + 50} 282 L${x + 50} 322 Q${x + 25} 340 ${x} 322 Z" fill="${fill}"/>`;
  }).join('');
  const sunX = 90 + random() * 80;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="90" r="64" fill="#ffd66b" opacity="0.3"/><circle cx="${sunX}" cy="90" r="46" fill="#ffd66b"/>` +
    cloud(560 + random() * 120, 70, 1, '#ffffff') +
    `<rect x="0" y="530" width="${W}" height="70" fill="${mix(p.deep, '#888888', 0.55)}"/><rect x="0" y="530" width="${W}" height="8" fill="${mix(p.deep, '#ffffff', 0.7)}"/>` +
    `<rect x="130" y="140" width="540" height="392" fill="${p.to}"/><rect x="118" y="128" width="564" height="22" rx="4" fill="${p.deep}"/>` +
    `<rect x="170" y="168" width="460" height="96" rx="10" fill="${p.accent}"/>` +
    textBlock(sign, 400, 216, `font-weight="700" text-anchor="middle" fill="${p.deep}"`) +
    `<rect x="150" y="276" width="500" height="10" fill="${p.deep}"/>${stripes}` +
    `<rect x="176" y="350" width="214" height="170" rx="6" fill="${glass}" stroke="${p.deep}" stroke-width="8"/>` +
    `<line x1="283" y1="350" x2="283" y2="520" stroke="${p.deep}" stroke-width="6"/>` +
    `<path d="M190 362 L230 362 L190 402 Z" fill="#ffffff" opacity="0.6"/>` +
    placeIcon(b.category, 203, 395, 60, p.to, glass) +
    placeIcon(b.category, 310, 395, 60, p.to, glass) +
    `<rect x="440" y="350" width="140" height="180" rx="6" fill="${p.deep}"/><rect x="456" y="366" width="108" height="74" rx="4" fill="${glass}"/>` +
    `<circle cx="560" cy="446" r="7" fill="${p.accent}"/>` +
    `<text x="510" y="412" font-family="${FONT_FAMILY}" font-size="22" font-weight="700" text-anchor="middle" fill="${p.to}">OPEN</text>` +
    planter(120, 530, p) +
    planter(620, 530, p)
  );
};

const rating: Draw = (b, p) => {
  const filled = Math.round(b.rating);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const cx = 240 + i * 80;
    return `<path d="${starPath(cx, 330, 34, 15)}" fill="${i < filled ? p.accent : '#ffffff'}" opacity="${i < filled ? 1 : 0.2}"/>`;
  }).join('');
  const since = `${b.yearsInBusiness} ${b.yearsInBusiness === 1 ? 'year' : 'years'} serving ${b.city}`;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="400" cy="170" r="120" fill="${p.from}" opacity="0.25"/><circle cx="400" cy="170" r="170" fill="none" stroke="${p.accent}" stroke-opacity="0.15" stroke-width="2"/>` +
    `<text x="400" y="226" font-family="${FONT_FAMILY}" font-size="150" font-weight="700" text-anchor="middle" fill="#ffffff">${b.rating.toFixed(1)}</text>` +
    stars +
    `<text x="400" y="440" font-family="${FONT_FAMILY}" font-size="30" font-weight="700" text-anchor="middle" fill="#ffffff">${b.reviews} happy reviews</text>` +
    `<text x="400" y="486" font-family="${FONT_FAMILY}" font-size="22" letter-spacing="2" text-anchor="middle" fill="${p.accent}">${escapeXml(since.toUpperCase())}</text>` +
    placeIcon(b.category, 40, H - 100, 60, p.accent, p.deep)
  );
};

const landscape: Draw = (b, p, random) => {
  const skyTop = mix(p.from, '#ffffff', 0.35);
  const skyBottom = mix(p.accent, '#fff7e6', 0.5);
  let trees = '';
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 118 + random() * 40;
    trees += tree(x, 470 + random() * 20, 0.7 + random() * 0.5, p.deep);
  }
  const caption = fitText(`Proudly serving ${b.city}, Texas`, {
    maxWidth: 640,
    maxSize: 36,
    minSize: 24,
    maxLines: 1,
  });
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="600" cy="170" r="70" fill="#fff7d6"/><circle cx="600" cy="170" r="100" fill="#fff7d6" opacity="0.3"/>` +
    cloud(150, 110, 1.1, '#ffffff') +
    cloud(420, 70, 0.8, '#ffffff') +
    `<path d="${ridgePath(random, { width: W, y: 400, amplitude: 90, bumps: 3, bottom: H })}" fill="${p.from}" opacity="0.55"/>` +
    `<path d="${ridgePath(random, { width: W, y: 450, amplitude: 70, bumps: 4, bottom: H })}" fill="${p.to}" opacity="0.7"/>` +
    trees +
    `<path d="${ridgePath(random, { width: W, y: 510, amplitude: 30, bumps: 5, bottom: H })}" fill="${p.deep}"/>` +
    `<circle cx="130" cy="250" r="62" fill="#ffffff"/>` +
    placeIcon(b.category, 130 - 38, 250 - 38, 76, p.to, '#ffffff') +
    textBlock(caption, 400, 556, `font-weight="700" text-anchor="middle" fill="#ffffff"`)
  );
};

const services: Draw = (b, p) => {
  const items = servicesOf(b).slice(0, 4);
  // One size for the whole list, so the bullets read as a set.
  const fontSize = Math.min(
    ...items.map(
      (item) =>
        fitText(item, { maxWidth: 350, maxSize: 26, minSize: 16, maxLines: 1, regular: true })
          .fontSize,
    ),
  );
  const list = items
    .map((item, i) => {
      const y = 212 + i * 62;
      return (
        `<circle cx="400" cy="${y - 9}" r="9" fill="${p.from}"/>` +
        `<text x="424" y="${y}" font-family="${FONT_FAMILY}" font-size="${fontSize}" fill="${p.deep}">${escapeXml(item)}</text>`
      );
    })
    .join('');
  const hours = fitText(b.hours, {
    maxWidth: 380,
    maxSize: 18,
    minSize: 14,
    maxLines: 3,
    regular: true,
  });
  return (
    defs(p) +
    `<rect width="${W}" height="${H}" fill="#fffaf3"/><rect width="340" height="${H}" fill="url(#bg)"/>` +
    dotGrid(30, 30, 5, 4, p.accent, 0.25) +
    `<circle cx="170" cy="300" r="118" fill="${p.accent}" opacity="0.18"/>` +
    placeIcon(b.category, 170 - 90, 300 - 90, 180, p.accent, p.from) +
    `<text x="384" y="130" font-family="${FONT_FAMILY}" font-size="36" font-weight="700" fill="${p.to}">What we do</text>` +
    `<rect x="384" y="148" width="56" height="5" rx="2.5" fill="${p.from}"/>` +
    list +
    `<line x1="384" y1="${212 + items.length * 62 - 10}" x2="760" y2="${212 + items.length * 62 - 10}" stroke="${p.to}" stroke-opacity="0.15" stroke-width="2"/>` +
    textBlock(
      hours,
      384,
      212 + items.length * 62 + 30 + ((hours.lines.length - 1) * hours.fontSize * 1.3) / 2,
      `fill="#6b6258"`,
      1.3,
    )
  );
};

const LAYOUTS: Record<Layout, Draw> = { cover, pattern, storefront, rating, landscape, services };

/** 256 x 256 round logo with the business's initials. */
export function logoSvg(name: string, category: Category): string {
  const p = CATEGORY_PALETTES[category];
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 96 : 120;
  return svgDocument(
    256,
    256,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
      `<circle cx="128" cy="128" r="124" fill="url(#bg)"/>` +
      `<circle cx="128" cy="128" r="108" fill="none" stroke="${p.accent}" stroke-opacity="0.7" stroke-width="4"/>` +
      `<text x="128" y="${128 + size * 0.36}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" letter-spacing="-2" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text>`,
  );
}

const MINOR_WORDS = new Set(['the', 'of', 'and', '&', 'co', 'co.', 'llc', 'inc', 'inc.']);

export function initialsOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()))
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join('') || 'B'
  );
}

// ── shared pieces ──────────────────────────────────────────────────────────

function defs(p: Palette): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`
  );
}

function servicesOf(b: BusinessArtInput): string[] {
  return b.services.length > 0 ? b.services : DEFAULT_SERVICES[b.category];
}

function pick<T>(items: T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

function bubbles(p: Palette, random: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = random() * W;
    const cy = random() * H * 0.8;
    const r = 60 + random() * 140;
    out += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${p.accent}" opacity="${(0.05 + random() * 0.07).toFixed(2)}"/>`;
  }
  return out;
}

function dotGrid(x: number, y: number, cols: number, rows: number, fill: string, opacity: number) {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<circle cx="${x + c * 22}" cy="${y + r * 22}" r="3.5"/>`;
    }
  }
  return `<g fill="${fill}" opacity="${opacity}">${out}</g>`;
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join(' L')} Z`;
}

function cloud(x: number, y: number, scale: number, fill: string): string {
  return `<g transform="translate(${x.toFixed(0)} ${y}) scale(${scale})" fill="${fill}" opacity="0.9"><ellipse cx="0" cy="10" rx="62" ry="18"/><circle cx="-22" cy="2" r="22"/><circle cx="10" cy="-8" r="28"/><circle cx="36" cy="6" r="18"/></g>`;
}

function tree(x: number, baseY: number, scale: number, fill: string): string {
  return `<g transform="translate(${x.toFixed(0)} ${baseY.toFixed(0)}) scale(${scale.toFixed(2)})" fill="${fill}"><rect x="-5" y="-40" width="10" height="40"/><circle cx="0" cy="-58" r="30"/><circle cx="-20" cy="-44" r="20"/><circle cx="20" cy="-44" r="20"/></g>`;
}

function planter(x: number, groundY: number, p: Palette): string {
  return `<g><circle cx="${x}" cy="${groundY - 62}" r="26" fill="#3f7d3a"/><circle cx="${x - 16}" cy="${groundY - 48}" r="18" fill="#4e9a47"/><circle cx="${x + 16}" cy="${groundY - 48}" r="18" fill="#4e9a47"/><path d="M${x - 24} ${groundY - 38} L${x + 24} ${groundY - 38} L${x + 18} ${groundY} L${x - 18} ${groundY} Z" fill="${mix(p.deep, '#a0522d', 0.6)}"/></g>`;
}
