import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, formatRelease, formatStayDate, formatStayRange } from './format.ts';

describe('clock times', () => {
  it.each([
    ['10:00', '10:00 AM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
    ['23:59', '11:59 PM'],
    ['11 am', '11 am'],
    ['25:00', '25:00'],
  ])('%s reads %s', (time, text) => {
    expect(formatClockTime(time)).toBe(text);
  });
});

describe('date and time', () => {
  it("is given in the site's time zone (SITE_TIMEZONE, America/Vancouver by default)", () => {
    expect(formatDateTime('2025-11-22T05:15:00.000Z', 'America/Vancouver')).toBe('Nov 21, 2025, 9:15 PM');
    expect(formatDateTime('2025-07-01T18:00:00.000Z', 'America/Vancouver')).toBe('Jul 1, 2025, 11:00 AM');
    expect(formatDateTime('2025-07-01T18:00:00.000Z', 'America/Edmonton')).toBe('Jul 1, 2025, 12:00 PM');
    // British Columbia on UTC−7 all year from 2026-11-01 (tzdata 2026a)
    expect(formatDateTime('2026-12-15T12:00:00.000Z', 'America/Vancouver')).toBe('Dec 15, 2026, 5:00 AM');
  });

  it('is blank for something that is not a date', () => {
    expect(formatDateTime('soon', 'America/Vancouver')).toBe('');
  });

  it('says when withheld codes appear, on the wall clock of the zone', () => {
    // 00:00 on Fri 12 Dec 2025 in Vancouver is 08:00 UTC
    expect(formatRelease('2025-12-12T08:00:00.000Z', 'America/Vancouver')).toBe('Fri 12 Dec at 00:00');
    // and on permanent UTC−7 from November 2026, at 07:00 UTC
    expect(formatRelease('2026-12-12T07:00:00.000Z', 'America/Vancouver')).toBe('Sat 12 Dec at 00:00');
  });

  it('writes a stay date with its weekday', () => {
    expect(formatStayDate('2026-12-12')).toBe('Sat 12 Dec 2026');
  });
});

describe('in French (fr-CA)', () => {
  it('writes times as "16 h 00" and leaves what is not a time as it was entered', () => {
    expect(formatClockTime('16:00', 'fr')).toBe('16 h 00');
    expect(formatClockTime('09:30', 'fr')).toBe('9 h 30');
    expect(formatClockTime('11 am', 'fr')).toBe('11 am');
  });

  it('writes instants, releases and stay dates with French names', () => {
    expect(formatDateTime('2025-11-22T05:15:00.000Z', 'America/Vancouver', 'fr')).toBe(
      '21 nov. 2025 à 21 h 15',
    );
    expect(formatRelease('2025-12-12T08:00:00.000Z', 'America/Vancouver', 'fr')).toBe(
      'ven. 12 déc. à 0 h 00',
    );
    expect(formatStayDate('2026-11-28', 'fr')).toBe('sam. 28 nov. 2026');
    expect(formatStayRange('2026-12-12', '2026-12-15', 'fr')).toBe('sam. 12 déc.–mar. 15 déc.');
  });
});
