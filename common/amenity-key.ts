/**
 * The key of a welcome amenity, derived from its name: lowercased, spaces to underscores, every other
 * character that is not a-z, 0-9 or underscore removed.
 */
export function amenityKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/** The stored key column is 200 characters; the base is cut short enough to leave room for a suffix. */
const maxBaseLength = 190;

/** Keys for a list of amenity names, unique within the list: a repeat gets `_2`, `_3`… (docs/spec.md §3). */
export function amenityKeys(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = amenityKey(name).slice(0, maxBaseLength) || 'amenity';
    let key = base;
    for (let n = 2; used.has(key); n += 1) key = `${base}_${n}`;
    used.add(key);
    return key;
  });
}
