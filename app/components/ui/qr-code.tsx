import type { QrCodePath } from '../../lib/welcome/wifi-qr.ts';

/** Four modules of white around the code, as the QR standard asks, so phone cameras find it. */
const quietZone = 4;

/**
 * A QR code as inline SVG, from a path the qrcode package made (on the server for the WiFi code, in the
 * browser for a stay's link: no third party sees what it holds). `label` says what scanning it does.
 */
export function QrCode({ qr, label, className = '' }: { qr: QrCodePath; label: string; className?: string }) {
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
