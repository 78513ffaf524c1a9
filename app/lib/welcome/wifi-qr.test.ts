import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { escapeWifiValue, qrCodePath, wifiQrText } from './wifi-qr.ts';

describe('the WiFi QR text', () => {
  it('is the WPA form for a network with a password', () => {
    expect(wifiQrText({ network: 'Powder Hound Guest', password: 'FreshTracks2025' })).toBe(
      'WIFI:T:WPA;S:Powder Hound Guest;P:FreshTracks2025;;',
    );
  });

  it('escapes the reserved characters \\ ; , : and " with a backslash', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiQrText({ network: 'Cabin;5G', password: 'p:a,s"s\\' })).toBe(
      'WIFI:T:WPA;S:Cabin\\;5G;P:p\\:a\\,s\\"s\\\\;;',
    );
  });

  it('leaves other characters alone, accents and spaces included', () => {
    expect(wifiQrText({ network: 'Château Ski', password: 'b!rd@# $%&' })).toBe(
      'WIFI:T:WPA;S:Château Ski;P:b!rd@# $%&;;',
    );
  });

  it('marks a network without a password as open', () => {
    expect(wifiQrText({ network: 'Lodge Open', password: '' })).toBe('WIFI:T:nopass;S:Lodge Open;;');
  });

  it('cannot be broken out of: an escaped password never ends the P field early', () => {
    const text = wifiQrText({ network: 'N', password: ';;T:nopass;' });
    const fields = text
      .slice('WIFI:'.length)
      .split(/(?<!\\);/)
      .filter(Boolean);
    expect(fields).toEqual(['T:WPA', 'S:N', 'P:\\;\\;T\\:nopass\\;']);
  });
});

describe('the QR code path', () => {
  it('draws exactly the dark modules of the code', () => {
    const text = wifiQrText({ network: 'Powder Hound Guest', password: 'FreshTracks2025' });
    const { size, path } = qrCodePath(text);
    const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    expect(size).toBe(modules.size);
    const drawn = new Uint8Array(size * size);
    for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(width); i++) drawn[Number(y) * size + Number(x) + i] = 1;
    }
    expect([...drawn]).toEqual([...modules.data].map((v) => (v ? 1 : 0)));
  });

  it('holds the text in byte mode, unchanged', () => {
    const text = wifiQrText({ network: 'Cabin;5G', password: 'p:a,s"s' });
    const segments = QRCode.create(text, { errorCorrectionLevel: 'M' }).segments as unknown as Array<{
      data: Uint8Array | string;
    }>;
    const decoded = segments
      .map((s) => (typeof s.data === 'string' ? s.data : new TextDecoder().decode(s.data)))
      .join('');
    expect(decoded).toBe(text);
  });
});
