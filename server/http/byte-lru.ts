/**
 * A least-recently-used map bounded by the bytes of its values (each entry states its own size). Map keeps
 * insertion order, so a hit moves its entry to the end and eviction takes from the front: O(1) both ways.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, without counting as a use. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Records a new size for a kept entry (its value changed in place), evicting others if it grew. */
  resize(key: string, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evictToFit();
  }

  /** Stores the value unless it alone is larger than the bound; evicts the least recently used to fit. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evictToFit();
  }

  private evictToFit(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
