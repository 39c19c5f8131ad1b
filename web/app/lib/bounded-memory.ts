/**
 * What one isolate remembers between requests, within a bound: each entry until its own
 * expiry (if it has one), the least recently used going first when the bound is reached.
 * The host memo, the public data's memory, the page memory and the kept markup are each one.
 */
export type BoundedMemory<V> = {
  get(key: string): V | undefined;
  /** Kept until `expires` (milliseconds since the epoch), if given. */
  set(key: string, value: V, expires?: number): void;
  delete(key: string): void;
  readonly size: number;
};

type Options<V> = {
  /** The bound: entries, or whatever `weigh` counts. */
  max: number;
  /** An entry's share of the bound (1 unless said: a stored page counts its bytes). */
  weigh?: (value: V) => number;
  now?: () => number;
};

export function createBoundedMemory<V>({
  max,
  weigh = () => 1,
  now = Date.now,
}: Options<V>): BoundedMemory<V> {
  // Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, { value: V; expires: number; weight: number }>();
  let used = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    used -= entry.weight;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        forget(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expires = Number.POSITIVE_INFINITY) {
      const weight = weigh(value);
      forget(key);
      if (expires <= now() || weight > max) return;
      while (used + weight > max) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        forget(oldest.value);
      }
      entries.set(key, { value, expires, weight });
      used += weight;
    },
    delete: forget,
    get size() {
      return entries.size;
    },
  };
}
