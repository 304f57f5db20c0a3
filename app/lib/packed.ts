// A list of plain records sent to the browser as one JSON text.
//
// React Router sends loader data to the browser value by value (turbo-stream):
// every field of every card on /fleet was a step of its encoder in every
// render, 127 µs of an uncached render's ~1.4 ms, where the same data packed
// as one text costs 57 µs (docs/PERFORMANCE.md, issue 15). A page's cards are
// plain data (strings, numbers, booleans, null and arrays of them) and one
// list object per fleet and brand (app/lib/fleet.ts), so the list's JSON is
// made once per list and read by the browser once per loader result.
//
// In the server's own render the list is the records themselves (the ones
// packed), not a parse of the text: what is keyed on their identity (kept
// parts, app/components/kept.tsx) stays keyed.

declare const packedItems: unique symbol;

/** A list packed by `pack`; read with `unpack`. */
export type Packed<T> = { readonly json: string; readonly [packedItems]?: readonly T[] };

// Each value's JSON, made once per object: the values are never changed in place.
const texts = new WeakMap<object, string>();

/** A value as JSON, made once per object. */
export function jsonOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined";
  let made = texts.get(value);
  if (made === undefined) {
    made = JSON.stringify(value);
    texts.set(value, made);
  }
  return made;
}

// The list each packed object stands for: on the server the records packed,
// in the browser the parse of the text (once per packed object).
const lists = new WeakMap<object, readonly unknown[]>();

export function pack<T extends object>(items: readonly T[]): Packed<T> {
  const packed: Packed<T> = { json: jsonOf(items) };
  lists.set(packed, items);
  return packed;
}

export function unpack<T>(packed: Packed<T>): readonly T[] {
  let items = lists.get(packed) as readonly T[] | undefined;
  if (items === undefined) {
    items = JSON.parse(packed.json) as T[];
    lists.set(packed, items);
  }
  return items;
}
