/** Small helpers for drawing the seed's SVG illustrations. */

export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

/** Deterministic PRNG (mulberry32) so a business always gets the same picture. */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) {
    seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Approximate advance width of bold sans text, in ems (regular weight is about
 * 12% narrower). Good enough to wrap and
 * size titles without measuring glyphs (the renderer's fonts vary by machine).
 */
function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (ch === ' ') width += 0.35;
    else if (/[iljtf'.,:;!|]/.test(ch)) width += 0.38;
    else if (/[MWmw@]/.test(ch)) width += 0.95;
    else if (/[A-Z&]/.test(ch)) width += 0.76;
    else if (/[0-9]/.test(ch)) width += 0.7;
    else width += 0.64;
  }
  return width;
}

/**
 * Word wrap of `text` into lines no wider than `maxWidth` (at `emWidth` px per
 * em). Two-line results are balanced ("Post Oak / Auto Care", not
 * "Post Oak Auto / Care") and never start a line with '&'.
 */
function wrap(text: string, emWidth: number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidthEm(candidate) * emWidth > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length !== 2) return lines;

  let best = lines;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    const pair = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const penalty = words[split] === '&' ? 0.5 : 0;
    const cost = Math.max(...pair.map(textWidthEm)) + penalty;
    if (cost < bestCost) {
      best = pair;
      bestCost = cost;
    }
  }
  return best;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** The largest font size (from `maxSize` down) at which `text` fits `maxLines` lines. */
export function fitText(
  text: string,
  options: {
    maxWidth: number;
    maxSize: number;
    minSize: number;
    maxLines: number;
    regular?: boolean;
  },
): FittedText {
  const em = (size: number) => (options.regular ? size * 0.88 : size);
  for (let size = options.maxSize; size >= options.minSize; size -= 2) {
    const lines = wrap(text, em(size), options.maxWidth);
    const widest = Math.max(...lines.map((l) => textWidthEm(l) * em(size)));
    if (lines.length <= options.maxLines && widest <= options.maxWidth) {
      return { lines, fontSize: size };
    }
  }
  return { lines: wrap(text, em(options.minSize), options.maxWidth), fontSize: options.minSize };
}

/** `<text>` with one `<tspan>` per line, centred on (x, centerY). */
export function textBlock(
  fitted: FittedText,
  x: number,
  centerY: number,
  attrs: string,
  lineHeight = 1.15,
): string {
  const step = fitted.fontSize * lineHeight;
  // Baseline of the first line so the block's cap-height box is centred.
  const firstBaseline = centerY - ((fitted.lines.length - 1) * step) / 2 + fitted.fontSize * 0.36;
  const spans = fitted.lines
    .map(
      (line, i) =>
        `<tspan x="${x}" y="${(firstBaseline + i * step).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="${FONT_FAMILY}" font-size="${fitted.fontSize}" ${attrs}>${spans}</text>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Mixes two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(color: string): number[] {
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

/** A smooth ridge line across [0, width] at baseline y, closed down to `bottom`. */
export function ridgePath(
  random: () => number,
  options: { width: number; y: number; amplitude: number; bumps: number; bottom: number },
): string {
  const { width, y, amplitude, bumps, bottom } = options;
  const step = width / bumps;
  let d = `M0 ${bottom} L0 ${y.toFixed(1)}`;
  for (let i = 0; i < bumps; i++) {
    const x1 = i * step + step / 2;
    const y1 = y - amplitude * (0.3 + random() * 0.7);
    const x2 = (i + 1) * step;
    const y2 = y - amplitude * random() * 0.3;
    d += ` Q${x1.toFixed(1)} ${y1.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }
  return `${d} L${width} ${bottom} Z`;
}
