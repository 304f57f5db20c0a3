import { expect, test } from "vitest";
import { createRenderQueue } from "./render-queue.ts";

const loopTurn = () => new Promise<void>((done) => setImmediate(done));

test("one render starts per turn of the event loop, in the order they were asked for", async () => {
  const queue = createRenderQueue();
  const started: number[] = [];
  const all = [0, 1, 2, 3].map((at) => queue.turn(new AbortController().signal).then(() => started.push(at)));
  expect(queue.waiting).toBe(4);
  expect(started).toEqual([]);
  await loopTurn();
  expect(started).toEqual([0]);
  // What the loop reads in between (here a timer) runs before the next render starts.
  let between = false;
  setTimeout(() => (between = true), 0);
  await new Promise((done) => setTimeout(done, 1));
  expect(between).toBe(true);
  await Promise.all(all);
  expect(started).toEqual([0, 1, 2, 3]);
  expect(queue.waiting).toBe(0);
});

test("a request abandoned while it waits is dropped at once and takes no turn", async () => {
  const queue = createRenderQueue();
  const gone = new AbortController();
  const started: string[] = [];
  const first = queue.turn(new AbortController().signal).then(() => started.push("first"));
  const abandoned = queue.turn(gone.signal).then(
    () => started.push("abandoned"),
    (reason: unknown) => reason,
  );
  const last = queue.turn(new AbortController().signal).then(() => started.push("last"));
  gone.abort(new Error("client gone"));
  expect(((await abandoned) as Error).message).toBe("client gone");
  expect(queue.waiting).toBe(2);
  await loopTurn();
  await loopTurn();
  expect(started).toEqual(["first", "last"]);
  await Promise.all([first, last]);
  // Already abandoned: refused without waiting.
  await expect(queue.turn(gone.signal)).rejects.toThrow("client gone");
  expect(queue.waiting).toBe(0);
});
