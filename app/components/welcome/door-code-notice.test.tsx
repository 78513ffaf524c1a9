// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Welcome } from '#common/welcome.ts';
import { DoorCodeNotice } from './door-code-notice.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const release = '2025-12-01T08:00:00.000Z'; // 00:00 on Tue 1 Dec in Vancouver
const withheld = { door: { code: null, instructions: '' }, codes_available_at: release } as Welcome;
const passwordGuest = { door: { code: null, instructions: '' }, codes_available_at: null } as Welcome;

const notice = (welcome: Welcome) =>
  render(<DoorCodeNotice welcome={welcome} release="Tue 1 Dec at 00:00" phone="250-555-0142" tone="light" />);

describe('the door code notice', () => {
  it('before the release: when it appears, and to open the page once with a connection that day', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.parse(release) - 1) });
    notice(withheld);
    expect(
      screen.getByText(/^Your door code appears on Tue 1 Dec at 00:00 — open this page once/),
    ).toBeTruthy();
    expect(screen.queryByText(/Connect once/)).toBeNull();
  });

  it('from the release on, read from a copy saved before it: one connection brings the code', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(release) });
    notice(withheld);
    expect(screen.getByText(/^Connect once to get your door code/)).toBeTruthy();
    expect(screen.queryByText(/appears on/)).toBeNull();
  });

  it('for a password guest where codes go through stays: ask us, with the phone', () => {
    notice(passwordGuest);
    expect(screen.getByText(/^Your door code is in your personal link — ask us/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '250-555-0142' }).getAttribute('href')).toBe('tel:2505550142');
  });

  it('says nothing when the code is there, or the page has none', () => {
    const { container } = notice({ ...withheld, door: { code: '', instructions: '' } } as Welcome);
    expect(container.textContent).toBe('');
  });
});
