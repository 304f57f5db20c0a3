import { Suspense, useId } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { expect, test } from "vitest";
import { deferred } from "./deferred";
import { kept } from "./kept";
import { collectHtml } from "~/lib/html-sink.server";
import { KeptPartsContext } from "~/lib/kept-parts";
import { createKeptPartsStore, keptPartsRender, type KeptPartsStore } from "~/lib/kept-parts.server";

// Kept parts against React alone: a page whose parts come from the store is
// byte for byte the page React writes with no store, from the first render
// (the parts made and kept) to the later ones (the parts not rendered at all).

const NONCE = "render-nonce";
const renders: string[] = [];

function Card({ name, price }: { name: string; price: number }) {
  renders.push("render");
  const id = useId();
  return (
    <article aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <p>
        {price} per day{name.length > 3 ? " and more" : null}
      </p>
    </article>
  );
}

// Starts with text: not keepable (a text of the page could run into it).
function Words({ text }: { text: string }) {
  renders.push("render");
  return (
    <>
      {text}
      <b>!</b>
    </>
  );
}

function Scripted({ nonce }: { nonce: string }) {
  renders.push("render");
  return <script nonce={nonce}>{"1"}</script>;
}

const KeptCard = kept(Card, "card");
const KeptWords = kept(Words, "words");
const KeptScripted = kept(Scripted, "scripted");
const LaterCard = deferred(() => Promise.resolve(Card), { keep: "later-card" });

function Page({ cards }: { cards: { name: string; price: number }[] }) {
  return (
    <main>
      text before
      <KeptCard {...cards[0]!} />
      text after
      <ul>
        {cards.map((card) => (
          <li key={card.name}>
            <LaterCard {...card} />
          </li>
        ))}
      </ul>
      <KeptWords text="hello" />
      more text
      <KeptScripted nonce={NONCE} />
      <Suspense fallback="…">
        <Card name="never kept" price={1} />
      </Suspense>
    </main>
  );
}

function render(page: React.ReactNode, store: KeptPartsStore | null): Promise<string> {
  const parts = store ? keptPartsRender(store) : null;
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<KeptPartsContext value={parts?.place ?? null}>{page}</KeptPartsContext>, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(collectHtml((html) => resolve(parts ? parts.bytes(parts.settle(html, NONCE)).toString("utf8") : html), reject) as unknown as NodeJS.WritableStream);
      },
      onShellError: reject,
    });
  });
}

const CARDS = [
  { name: "Ferrari SF90", price: 1495 },
  { name: "Urus · Pérformante", price: 995 },
  { name: "G63 <AMG> & \"co\"", price: 895 },
];

test("a page with kept parts is React's page, on the first render and on the later ones, with the parts not rendered again", async () => {
  const alone = await render(<Page cards={CARDS} />, null);
  const store = createKeptPartsStore();
  renders.length = 0;
  expect(await render(<Page cards={CARDS} />, store)).toBe(alone);
  const first = renders.length;
  // Card: one kept, three deferred, one never kept; Words and Scripted once each.
  expect(first).toBe(7);
  // Kept: the first card, the three deferred cards. Not: the part that starts with text, the one with the nonce.
  expect(store.size).toBe(4);

  renders.length = 0;
  expect(await render(<Page cards={CARDS} />, store)).toBe(alone);
  expect(renders.length).toBe(3);
  expect(await render(<Page cards={CARDS} />, store)).toBe(alone);
});

test("a part is kept by its place and its props: another place or other props render it again", async () => {
  const store = createKeptPartsStore();
  await render(<Page cards={CARDS} />, store);
  // The same cards in another order: every card sits at another place (or has other props there).
  const reordered = [CARDS[2]!, CARDS[0]!, CARDS[1]!];
  const reorderedAlone = await render(<Page cards={reordered} />, null);
  renders.length = 0;
  expect(await render(<Page cards={reordered} />, store)).toBe(reorderedAlone);
  expect(renders.length).toBe(7);
  renders.length = 0;
  expect(await render(<Page cards={reordered} />, store)).toBe(reorderedAlone);
  expect(renders.length).toBe(3);
  // A new price is new props: that card alone is rendered again.
  const repriced = [reordered[0]!, reordered[1]!, { ...reordered[2]!, price: 1 }];
  const repricedAlone = await render(<Page cards={repriced} />, null);
  renders.length = 0;
  expect(await render(<Page cards={repriced} />, store)).toBe(repricedAlone);
  expect(renders.length).toBe(4);
});

test("a part at the same index of a longer list is at another place: React's ids in it differ", async () => {
  // React prints a place's id without the leading zeros of its index in the
  // list, so the first of 18 and the first of 3 have the same useId() while
  // the ids inside them differ (the fleet's first card, on /fleet and on a brand's page).
  const many = [...CARDS, ...Array.from({ length: 15 }, (_, at) => ({ name: `Car ${at}`, price: at }))];
  const store = createKeptPartsStore();
  expect(await render(<Page cards={many} />, store)).toBe(await render(<Page cards={many} />, null));
  const fewAlone = await render(<Page cards={CARDS} />, null);
  expect(await render(<Page cards={CARDS} />, store)).toBe(fewAlone);
  expect(await render(<Page cards={CARDS} />, store)).toBe(fewAlone);
  expect(await render(<Page cards={many} />, store)).toBe(await render(<Page cards={many} />, null));
});

test("the store holds at most its entries and bytes, dropping the least recently used", () => {
  const store = createKeptPartsStore({ maxEntries: 3, maxBytes: 100 });
  const html = (text: string) => Buffer.from(text, "utf8");
  store.set("a", html("<p>1</p>"));
  store.set("b", html("<p>2</p>"));
  store.set("c", html("<p>3</p>"));
  expect(store.get("a")?.toString()).toBe("<p>1</p>"); // a is now the most recent
  store.set("d", html("<p>4</p>"));
  expect(store.size).toBe(3);
  expect(store.get("b")).toBeUndefined();
  expect(store.get("a")?.toString()).toBe("<p>1</p>");
  store.set("e", html(`<p>${"é".repeat(40)}</p>`)); // 80 bytes of text
  expect(store.bytes).toBeLessThanOrEqual(100);
  expect(store.get("e")).toBeDefined();
  // A part bigger than the whole store is not kept, and drops nothing.
  const before = store.size;
  store.set("f", html("x".repeat(200)));
  expect(store.get("f")).toBeUndefined();
  expect(store.size).toBe(before);
});

test("text that looks like a mark but is not this render's is left alone", async () => {
  const store = createKeptPartsStore();
  const parts = keptPartsRender(store);
  const place = parts.place("k");
  expect("start" in place).toBe(true);
  const html = "<p>abc~0~s</p>";
  expect(parts.bytes(parts.settle(html, NONCE)).toString("utf8")).toBe(html);
});
