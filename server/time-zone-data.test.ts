import { describe, expect, it } from 'vitest';
import { staleTimeZoneData } from './time-zone-data.ts';

describe('time zone data check at start', () => {
  it('refuses a Node whose data predates British Columbia staying on UTC−7, naming the Node and its data', () => {
    const refusal = staleTimeZoneData({ version: 'v20.20.2', tz: '2025c' });
    expect(refusal).toMatch(/^Node v20\.20\.2 has time zone data 2025c, older than tzdata 2026a/);
    expect(refusal).toMatch(/an hour off.*npm start/);
  });

  it('refuses a Node without time zone data', () => {
    expect(staleTimeZoneData({ version: 'v24.0.0', tz: undefined })).toMatch(/time zone data \(none\)/);
  });

  it('accepts 2026a and later', () => {
    expect(staleTimeZoneData({ version: 'v24.21.0', tz: '2026a' })).toBeNull();
    expect(staleTimeZoneData({ version: 'v24.21.0', tz: '2026c' })).toBeNull();
    expect(staleTimeZoneData({ version: 'v26.0.0', tz: '2027a' })).toBeNull();
  });

  it('passes on the Node that runs the tests: the project brings Node 24 with current data', () => {
    console.log(`tests run on Node ${process.version}, time zone data ${process.versions.tz}`);
    expect(process.version).toMatch(/^v24\./);
    expect(staleTimeZoneData({ version: process.version, tz: process.versions.tz })).toBeNull();
  });
});
