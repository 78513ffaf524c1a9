// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Welcome } from '#common/welcome.ts';
import { qrCodePath, wifiQrText } from '../../lib/welcome/wifi-qr.ts';
import { QuickInfo } from './quick-info.tsx';

afterEach(cleanup);

const welcome = {
  wifi: { network: 'Cabin;5G', password: 'Fresh"Tracks' },
  checkin: { time: '', instructions: '' },
  door: { code: '', instructions: '' },
  checkout: { time: '10:00', instructions: '' },
  garbage: { info: '', location: '', code: '4321' },
  codes_available_at: null,
} as Welcome;
const wifi = { network: 'Cabin;5G', password: 'Fresh"Tracks' };

describe('the quick info card', () => {
  it('shows the WiFi network and password, checkout time and garbage code', () => {
    render(<QuickInfo welcome={welcome} wifiQr={qrCodePath(wifiQrText(wifi))} />);
    expect(screen.getByRole('heading', { name: 'Quick info' })).toBeTruthy();
    expect(screen.getByText('Cabin;5G')).toBeTruthy();
    expect(screen.getByText('Fresh"Tracks')).toBeTruthy();
    expect(screen.getByText('10:00 AM')).toBeTruthy();
    expect(screen.getByText('4321')).toBeTruthy();
    expect(screen.getByRole('img', { name: /joins the WiFi network Cabin;5G/ })).toBeTruthy();
  });

  it('draws the QR code of the escaped WiFi text, so reserved characters cannot break it', () => {
    render(<QuickInfo welcome={welcome} wifiQr={qrCodePath(wifiQrText(wifi))} />);
    const drawn = screen
      .getByRole('img', { name: /WiFi network/ })
      .querySelector('path')
      ?.getAttribute('d');
    expect(drawn).toBe(qrCodePath('WIFI:T:WPA;S:Cabin\\;5G;P:Fresh\\"Tracks;;').path);
    expect(drawn).not.toBe(qrCodePath('WIFI:T:WPA;S:Cabin;5G;P:Fresh"Tracks;;').path);
  });

  it('copies the password with one tap and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<QuickInfo welcome={welcome} wifiQr={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy WiFi password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('WiFi password copied'));
    expect(writeText).toHaveBeenCalledWith('Fresh"Tracks');
    expect(screen.getByRole('button', { name: 'Copied WiFi password' })).toBeTruthy();
  });

  it('says an open network has no password, and shows no copy button', () => {
    render(<QuickInfo welcome={{ ...welcome, wifi: { network: 'Open', password: '' } }} wifiQr={null} />);
    expect(screen.getByText('None: the network is open')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the door code and check-in time first, with one tap to copy the code', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <QuickInfo
        welcome={{
          ...welcome,
          door: { code: '4821', instructions: '' },
          checkin: { time: '16:00', instructions: '' },
        }}
        wifiQr={null}
      />,
    );
    const card = screen.getByRole('region', { name: 'Quick info' });
    const text = card.textContent ?? '';
    expect(text.indexOf('Door code')).toBeLessThan(text.indexOf('WiFi'));
    expect(screen.getByText('4:00 PM')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy door code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4821'));
  });

  it('before the stay says when the codes appear and shows none of them', () => {
    render(
      <QuickInfo
        welcome={{
          ...welcome,
          door: { code: null, instructions: '' },
          wifi: { network: 'Cabin;5G', password: null },
          garbage: { info: '', location: '', code: null },
          codes_available_at: '2026-12-12T08:00:00.000Z',
        }}
        wifiQr={null}
        release="Sat 12 Dec at 00:00"
      />,
    );
    expect(screen.getByText(/Your door code appears on Sat 12 Dec at 00:00/)).toBeTruthy();
    expect(screen.queryByText('4321')).toBeNull();
    expect(screen.queryByText('Fresh"Tracks')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
