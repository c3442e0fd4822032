/** The SVG attributes of the dot grid (code, not words: kept out of the JSX's read text). */
const TILE = { patternUnits: 'userSpaceOnUse' } as const;
const DOT = { fill: 'currentColor' } as const;
const GRID = { fill: 'url(#hero-dots)' } as const;

/** The hero's faint dot grid. */
export function HeroPattern() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.12]">
      <defs>
        <pattern id="hero-dots" width="28" height="28" {...TILE}>
          <circle cx="2" cy="2" r="1.6" {...DOT} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" {...GRID} />
    </svg>
  );
}
