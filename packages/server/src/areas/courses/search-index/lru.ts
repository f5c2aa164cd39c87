/** A map that forgets its least recently used entries beyond `max` (handing each to `forget`). */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly max: number,
    private readonly forget: (value: V) => void = () => undefined,
  ) {}

  /** The value under `key`, made on a miss by `make` and kept. */
  get(key: K, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.max) {
      const [oldest, forgotten] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.forget(forgotten);
    }
    return value;
  }

  clear(): void {
    for (const value of this.entries.values()) this.forget(value);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
