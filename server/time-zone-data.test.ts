import { describe, expect, it } from 'vitest';
import { staleTimeZoneWarning } from './time-zone-data.ts';

describe('time zone data check at start', () => {
  it('warns when Node predates British Columbia staying on UTC−7', () => {
    expect(staleTimeZoneWarning('2025c', 'America/Vancouver')).toMatch(/2025c.*hour off.*Node 22\.23/);
  });

  it('is quiet for current data, other zones or an unknown version', () => {
    expect(staleTimeZoneWarning('2026a', 'America/Vancouver')).toBeNull();
    expect(staleTimeZoneWarning('2026c', 'America/Vancouver')).toBeNull();
    expect(staleTimeZoneWarning('2025c', 'America/Edmonton')).toBeNull();
    expect(staleTimeZoneWarning(undefined, 'America/Vancouver')).toBeNull();
  });
});
