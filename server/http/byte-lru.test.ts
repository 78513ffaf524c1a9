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

  it('peeks without counting a use, and accounts for an entry that changed size in place', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.peek('a')).toBe('A'); // not a use: a stays the least recent
    lru.resize('b', 20); // 60 in all
    lru.set('c', 'C', 40); // 100: everything fits
    expect(lru.peek('a')).toBe('A');
    lru.resize('c', 50); // 110 > 100: the least recent, a, goes
    expect(lru.peek('a')).toBeUndefined();
    expect(lru.peek('b')).toBe('B');
    expect(lru.peek('c')).toBe('C');
    lru.resize('gone', 10); // nothing to resize
    expect(lru.peek('gone')).toBeUndefined();
  });
});
