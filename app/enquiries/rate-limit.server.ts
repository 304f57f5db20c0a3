// Enquiries kept per client address per window, in memory. At most
// MAX_TRACKED_ADDRESSES are remembered: past that the least recently seen is
// forgotten, so a flood from many addresses cannot grow memory without bound.

const MAX_TRACKED_ADDRESSES = 10_000;

/** The returned function answers whether one more post from `address` may be kept, and counts it. */
export function createRateLimit(limit: { max: number; windowMs: number }, now: () => number): (address: string) => boolean {
  const posts = new Map<string, number[]>();
  return (address) => {
    const t = now();
    const times = (posts.get(address) ?? []).filter((at) => t - at < limit.windowMs);
    posts.delete(address);
    if (posts.size >= MAX_TRACKED_ADDRESSES) posts.delete(posts.keys().next().value as string);
    if (times.length >= limit.max) {
      posts.set(address, times);
      return false;
    }
    times.push(t);
    posts.set(address, times);
    return true;
  };
}
