import type { QrCodePath } from '#app/lib/welcome/wifi-qr.ts';

/** Four modules of white around the code, as the QR standard asks, so phone cameras find it. */
const quietZone = 4;

/** A QR code of a stay's link as inline SVG, drawn in the browser by the qrcode package (no third party). */
export function LinkQrCode({
  qr,
  label,
  className = '',
}: {
  qr: QrCodePath;
  label: string;
  className?: string;
}) {
  const side = qr.size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={`block h-auto bg-white ${className}`}
    >
      <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
