/** An index that wraps around both ends: -1 is the last item, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
