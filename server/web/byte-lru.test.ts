import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

describe('ByteLru', () => {
  it('evicts the least recently used entries once the bytes exceed the bound', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 40); // 120 > 100: b goes, not a
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
  });

  it('replaces an entry under the same key without counting it twice, and refuses one larger than the bound', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A1', 60);
    lru.set('a', 'A2', 60);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A2');
    expect(lru.get('b')).toBe('B');
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('A2');
    lru.delete('a');
    lru.set('c', 'C', 60);
    expect(lru.get('b')).toBe('B');
    lru.clear();
    expect(lru.get('b')).toBeUndefined();
  });
});
