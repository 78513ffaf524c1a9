import type { QrCodePath } from '../../lib/welcome/wifi-qr.ts';

/** Four modules of white around the code, as the QR standard asks, so phone cameras find it. */
const quietZone = 4;

/** The WiFi QR code as inline SVG (made on the server by the qrcode package: no third party sees it). */
export function WifiQrCode({
  qr,
  network,
  className = '',
}: {
  qr: QrCodePath;
  network: string;
  className?: string;
}) {
  const side = qr.size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={`QR code that joins the WiFi network ${network} when scanned with a phone camera`}
      viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={`block h-auto bg-white ${className}`}
    >
      <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
