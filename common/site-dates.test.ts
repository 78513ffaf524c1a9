import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, nightsBetween, todayIn, zonedInstant } from './site-dates.ts';

describe('site dates', () => {
  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2026-12-12')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('12/12/2026')).toBe(false);
  });

  it('tells the date in the site zone, not UTC', () => {
    // 05:00 UTC on the 12th is still the evening of the 11th in Vancouver
    expect(todayIn('America/Vancouver', new Date('2026-12-12T05:00:00Z'))).toBe('2026-12-11');
    expect(todayIn('UTC', new Date('2026-12-12T05:00:00Z'))).toBe('2026-12-12');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nightsBetween('2026-12-10', '2026-12-12')).toBe(2);
    expect(nightsBetween('2026-12-12', '2026-12-10')).toBe(0);
    // a daylight-saving change in between does not make a night longer or shorter
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('finds the instant of a wall-clock time in the zone, across daylight saving', () => {
    expect(zonedInstant('2025-12-12', '00:00', 'America/Vancouver').toISOString()).toBe(
      '2025-12-12T08:00:00.000Z',
    );
    expect(zonedInstant('2025-07-01', '12:00', 'America/Vancouver').toISOString()).toBe(
      '2025-07-01T19:00:00.000Z',
    );
    // the day clocks spring forward (2025-03-09) and fall back (2025-11-02)
    expect(zonedInstant('2025-03-09', '00:00', 'America/Vancouver').toISOString()).toBe(
      '2025-03-09T08:00:00.000Z',
    );
    expect(zonedInstant('2025-03-10', '00:00', 'America/Vancouver').toISOString()).toBe(
      '2025-03-10T07:00:00.000Z',
    );
    expect(zonedInstant('2025-11-02', '12:00', 'America/Vancouver').toISOString()).toBe(
      '2025-11-02T20:00:00.000Z',
    );
  });

  // The rule in force (tzdata 2026a, which the project's Node 24 carries): British Columbia did not fall
  // back on 2026-11-01 and stays on UTC−7 all year. On older data (Node 20.20, 2025c) each of these is an
  // hour off.
  describe('British Columbia on UTC−7 all year from 2026-11-01', () => {
    it('2026-12-15T12:00:00Z is 05:00 in Revelstoke', () => {
      expect(zonedInstant('2026-12-15', '05:00', 'America/Vancouver').toISOString()).toBe(
        '2026-12-15T12:00:00.000Z',
      );
    });

    it('a winter day starts at 07:00 UTC', () => {
      expect(zonedInstant('2026-12-12', '00:00', 'America/Vancouver').toISOString()).toBe(
        '2026-12-12T07:00:00.000Z',
      );
      expect(todayIn('America/Vancouver', new Date('2026-12-12T06:59:59Z'))).toBe('2026-12-11');
      expect(todayIn('America/Vancouver', new Date('2026-12-12T07:00:00Z'))).toBe('2026-12-12');
    });

    it('no clock change on 2026-11-01 nor in March 2027', () => {
      for (const date of [
        '2026-10-31',
        '2026-11-01',
        '2026-11-02',
        '2027-03-14',
        '2027-03-15',
        '2027-07-01',
      ]) {
        expect(zonedInstant(date, '12:00', 'America/Vancouver').toISOString()).toBe(`${date}T19:00:00.000Z`);
      }
    });
  });
});
