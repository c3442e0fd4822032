import { useMemo } from 'react';
import { encode } from 'uqr';

/** The light margin of four modules that scanners need around a code. */
const QUIET_ZONE = 4;

/** One SVG path of unit squares, one per dark module. */
function darkModulesPath(modules: boolean[][]): string {
  return modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x},${y}h1v1h-1z` : '')))
    .join('');
}

/** The otpauth:// URI as a QR code, drawn in the page (no image request carries the secret). */
export function QrCodeImage({ value, className }: { value: string; className?: string }) {
  const { path, size } = useMemo(() => {
    const code = encode(value, { ecc: 'M', border: QUIET_ZONE });
    return { path: darkModulesPath(code.data), size: code.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#1c1917" />
    </svg>
  );
}
