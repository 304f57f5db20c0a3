import type { ClientInstrumentation } from "react-router";

// Parts of a page held back from hydration (app/components/hydrate-when-near.tsx)
// are let go the moment the router is asked for anything (a navigation, a
// fetcher, and so the revalidation after either), before the router updates
// its state: React cannot hydrate a held part for an update that reaches it (a
// transition waits for it, a synchronous update replaces it with nothing).
// releaseHeldParts is the router's instrumentation (app/entry.client.tsx); the
// parts themselves come with the page that has them.

/** A held part's hold: `promise` settles when `open()` is called. */
export type Gate = { promise: Promise<void>; open(): void };

const held = new Set<Gate>();

/** A new gate, opened by `open()` or by the router's next request once `hold` has been called. */
export function newGate(): Gate {
  let release!: () => void;
  const promise = new Promise<void>((done) => (release = done));
  const gate: Gate = {
    promise,
    open() {
      held.delete(gate);
      release();
    },
  };
  return gate;
}

/** Has the router's next request open `gate`; the returned function stops that. */
export function hold(gate: Gate): () => void {
  held.add(gate);
  return () => held.delete(gate);
}

function releaseAll() {
  for (const gate of [...held]) gate.open();
}

export const releaseHeldParts: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(go) {
        releaseAll();
        await go();
      },
      async fetch(go) {
        releaseAll();
        await go();
      },
    });
  },
};
