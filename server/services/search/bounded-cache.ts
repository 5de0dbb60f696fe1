/**
 * A map with a cap on entries and, optionally, on total weight (bytes of the cached answers), so
 * memoizing what users type cannot grow without bound. The oldest entries go first; a hit does not
 * reorder (that cost more than the rare recomputation of a popular answer pushed out by 20,000 others).
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly weigh: (value: V) => number = () => 0,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    const old = this.map.get(key);
    if (old !== undefined) {
      this.map.delete(key);
      this.weight -= this.weigh(old);
    }
    this.map.set(key, value);
    this.weight += this.weigh(value);
    while (this.map.size > this.maxEntries || (this.weight > this.maxWeight && this.map.size > 1)) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.weight -= this.weigh(this.map.get(oldest.value) as V);
      this.map.delete(oldest.value);
    }
  }
}
