import QRCode from 'qrcode';

/** Characters the WiFi QR format (ZXing's `WIFI:` scheme) reserves; each is escaped with a backslash. */
const reserved = /[\\;,:"]/g;

export function escapeWifiValue(value: string): string {
  return value.replace(reserved, (c) => `\\${c}`);
}

/**
 * The text of a QR code that joins a WiFi network when scanned with a phone camera:
 * `WIFI:T:WPA;S:<ssid>;P:<password>;;` (WPA covers WPA2 and WPA3), or `T:nopass` for an open network.
 */
export function wifiQrText(wifi: { network: string; password: string }): string {
  const ssid = escapeWifiValue(wifi.network);
  if (wifi.password === '') return `WIFI:T:nopass;S:${ssid};;`;
  return `WIFI:T:WPA;S:${ssid};P:${escapeWifiValue(wifi.password)};;`;
}

/** A QR code as one SVG path over a grid of `size` x `size` modules (no quiet zone). */
export interface QrCodePath {
  size: number;
  path: string;
}

/** Encodes `text` locally (nothing leaves the server) as a path of horizontal runs of dark modules. */
export function qrCodePath(text: string): QrCodePath {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}
