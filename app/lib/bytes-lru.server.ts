// Byte strings kept in memory up to a total size, the least recently used
// dropped first (the picture copies most recently served).

export type BytesLru = {
  /** The bytes, now the most recently used; undefined when not kept. */
  get(key: string): Uint8Array | undefined;
  set(key: string, bytes: Uint8Array): void;
};

export function bytesLru(maxBytes: number): BytesLru {
  const entries = new Map<string, Uint8Array>();
  let total = 0;
  return {
    get(key) {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key, bytes) {
      total -= entries.get(key)?.length ?? 0;
      entries.delete(key);
      entries.set(key, bytes);
      total += bytes.length;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.length;
      }
    },
  };
}
