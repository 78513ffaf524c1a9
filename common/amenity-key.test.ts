import { describe, expect, it } from 'vitest';
import { amenityKey, amenityKeys } from './amenity-key.ts';

describe('amenityKey', () => {
  it('lowercases the name', () => {
    expect(amenityKey('SAUNA')).toBe('sauna');
    expect(amenityKey('HotTub')).toBe('hottub');
  });

  it('turns spaces into underscores', () => {
    expect(amenityKey('Hot tub')).toBe('hot_tub');
    expect(amenityKey('Wood burning stove')).toBe('wood_burning_stove');
  });

  it('turns a run of whitespace into one underscore and ignores it at the ends', () => {
    expect(amenityKey('Hot   tub')).toBe('hot_tub');
    expect(amenityKey('Hot\ttub')).toBe('hot_tub');
    expect(amenityKey('  Sauna  ')).toBe('sauna');
  });

  it('removes every other character', () => {
    expect(amenityKey("Kids' room!")).toBe('kids_room');
    expect(amenityKey('Wi-Fi (5 GHz)')).toBe('wifi_5_ghz');
    expect(amenityKey('Café & Bar')).toBe('caf__bar');
    expect(amenityKey("x'; DROP TABLE users;--")).toBe('x_drop_table_users');
    expect(amenityKey('../../etc/passwd')).toBe('etcpasswd');
  });

  it('keeps digits and underscores', () => {
    expect(amenityKey('BBQ_2 grill')).toBe('bbq_2_grill');
  });
});

describe('amenityKeys', () => {
  it('keeps distinct names as they are', () => {
    expect(amenityKeys(['Hot tub', 'Sauna', 'Fire pit'])).toEqual(['hot_tub', 'sauna', 'fire_pit']);
  });

  it('gives repeats a numeric suffix, counting from 2', () => {
    expect(amenityKeys(['Hot tub', 'Hot tub', 'Hot tub'])).toEqual(['hot_tub', 'hot_tub_2', 'hot_tub_3']);
  });

  it('treats names that differ only in case or punctuation as repeats', () => {
    expect(amenityKeys(['Hot tub', 'HOT TUB!', 'hot tub'])).toEqual(['hot_tub', 'hot_tub_2', 'hot_tub_3']);
  });

  it('never collides with a name that already looks suffixed', () => {
    const keys = amenityKeys(['Hot tub', 'hot_tub_2', 'Hot tub', 'Hot tub']);
    expect(keys).toEqual(['hot_tub', 'hot_tub_2', 'hot_tub_3', 'hot_tub_4']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a name with no usable characters a fallback key, still unique', () => {
    expect(amenityKeys(['!!!', '', '日本'])).toEqual(['amenity', 'amenity_2', 'amenity_3']);
  });

  it('keeps keys within the stored length, suffix included, for the longest allowed names', () => {
    const long = 'a'.repeat(200);
    const keys = amenityKeys(Array.from({ length: 50 }, () => long));
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(200);
    expect(keys[49]).toMatch(/_50$/);
  });

  it('keeps the order of the names', () => {
    expect(amenityKeys(['b', 'a', 'b'])).toEqual(['b', 'a', 'b_2']);
  });
});
