// Two small pieces of the picture pipeline's concurrency control: a limit on
// jobs at once with a bounded queue, and sharing of one job between callers.

/** The queue is full: the job was not started. */
export class Busy extends Error {}

/**
 * At most `limit` jobs at once. A visitor's job waits ahead of every background
 * one (prepare), and at most `queueLimit` visitors' jobs wait: past that, Busy
 * at once. Background jobs wait without a bound: prepare asks for a fixed list.
 */
export function limiter(limit: number, queueLimit: number) {
  let running = 0;
  const visitors: (() => void)[] = [];
  const background: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>, inBackground = false): Promise<T> {
    if (running >= limit) {
      if (!inBackground && visitors.length >= queueLimit) throw new Busy();
      await new Promise<void>((start) => (inBackground ? background : visitors).push(start));
    } else running++;
    try {
      return await job();
    } finally {
      const next = visitors.shift() ?? background.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Concurrent callers with the same key share one promise until it settles. */
export function sharing<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    let promise = inFlight.get(key);
    if (!promise) {
      promise = make().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
    }
    return promise;
  };
}
