import { expect, test } from "vitest";
import { jsonOf, pack, unpack } from "./packed";

// A packed list is one JSON text on its way to the browser, and the records
// themselves in the server's own render.

const cards = [
  { slug: "ferrari-roma", brand: "Ferrari", variant: null, images: ["/media/a.webp"], is_available: true, price: 1195 },
  { slug: "g63", brand: "Mercedes \"AMG\" </script>", variant: "AMG", images: [], is_available: false, price: 199.5 },
];

test("the server's render reads the records packed, not a copy", () => {
  const packed = pack(cards);
  expect(unpack(packed)).toBe(cards);
  expect(unpack(packed)[1]).toBe(cards[1]);
});

test("the browser reads the same records from the text, once per packed object", () => {
  // What arrives: a plain object with the text, as React Router decodes it.
  const arrived = { json: pack(cards).json };
  const read = unpack(arrived);
  expect(read).toEqual(cards);
  expect(unpack(arrived)).toBe(read);
  expect(JSON.parse(arrived.json)).toEqual(cards);
});

test("the list's text is its records' JSON, as JSON.stringify writes it", () => {
  const list = [...cards];
  const text = jsonOf(list);
  expect(text).toBe(JSON.stringify(cards));
  expect(jsonOf(list)).toBe(text);
  expect(pack(list).json).toBe(text);
  expect(jsonOf("a")).toBe('"a"');
  expect(jsonOf(undefined)).toBe("undefined");
});
