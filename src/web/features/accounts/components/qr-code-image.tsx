import { useMemo } from 'react';
import { encode } from 'uqr';
import { t } from '../i18n';

/** The light margin of four modules that scanners need around a code. */
const QUIET_ZONE = 4;
/** Sharp module edges, and the code's two colours (dark on white, as scanners expect). */
const SHAPE_RENDERING = 'crispEdges';
const LIGHT = '#ffffff';
const DARK = '#1c1917';

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
      aria-label={t('accounts.twoFactor.qrCode')}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering={SHAPE_RENDERING}
      className={className}
    >
      <rect width={size} height={size} fill={LIGHT} />
      <path d={path} fill={DARK} />
    </svg>
  );
}
