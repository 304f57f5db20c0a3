// Renders take turns, one per turn of the event loop, in the order their
// requests were read.
//
// A render is a few milliseconds of the one thread's work, run to its end in
// the request's callback (React's work is microtasks). With many requests
// read at once, every render read in the same poll ran before the loop read
// anything else: a stylesheet, a photo or a cached page asked for meanwhile
// waited for all of them, and a request that missed that poll waited for the
// next batch too (a tail of about twice the median, in `npm run bench`).
// Here a request that needs a render waits for its turn instead: one render
// starts per turn of the loop, so what arrived meanwhile is read and
// answered between renders, and renders start in the order they were asked
// for. Only the start is ordered: a render waiting for its data (a slow
// backend) holds nobody up.

export type RenderQueue = {
  /** Resolves when this request's render may start; rejects if it is abandoned first. */
  turn(signal: AbortSignal): Promise<void>;
  /** Requests waiting for their turn. */
  readonly waiting: number;
};

type Entry = { go(): void; fail(reason: unknown): void; signal: AbortSignal; done: boolean; onAbort(): void };

export function createRenderQueue(): RenderQueue {
  // A list read from `head` on (shift() is linear in the list's length).
  let entries: Entry[] = [];
  let head = 0;
  let pending = 0;
  let scheduled = false;

  function next() {
    scheduled = false;
    while (head < entries.length) {
      const entry = entries[head]!;
      entries[head++] = undefined as never;
      if (entry.done) continue; // abandoned while waiting: it takes no turn
      entry.done = true;
      pending -= 1;
      entry.signal.removeEventListener("abort", entry.onAbort);
      entry.go();
      break;
    }
    if (head >= entries.length) {
      entries = [];
      head = 0;
    } else schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(next);
  }

  return {
    turn(signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      return new Promise<void>((go, fail) => {
        const entry: Entry = {
          go,
          fail,
          signal,
          done: false,
          onAbort() {
            if (entry.done) return;
            entry.done = true;
            pending -= 1;
            fail(signal.reason);
          },
        };
        signal.addEventListener("abort", entry.onAbort, { once: true });
        entries.push(entry);
        pending += 1;
        schedule();
      });
    },
    get waiting() {
      return pending;
    },
  };
}
