import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../lib/qr-code';

/** The otpauth:// URI as a QR code, drawn in the page (no image request carries the secret). */
export function QrCodeImage({ value, className }: { value: string; className?: string }) {
  const { path, viewBox } = useMemo(() => qrSvgPath(encodeQr(value)), [value]);
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={viewBox} height={viewBox} fill="#ffffff" />
      <path d={path} fill="#1c1917" />
    </svg>
  );
}
