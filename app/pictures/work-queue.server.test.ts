import { expect, test } from "vitest";
import { Busy, limiter, sharing } from "./work-queue.server";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((done) => (open = done));
  return { open, opened };
}

test("runs at most `limit` jobs, visitors' before background ones, and refuses past the queue's bound", async () => {
  const run = limiter(1, 2);
  const order: string[] = [];
  const first = gate();
  const running = run(async () => {
    order.push("first");
    await first.opened;
  });
  const background = run(async () => void order.push("background"), true);
  const visitors = [run(async () => void order.push("visitor 1")), run(async () => void order.push("visitor 2"))];
  await expect(run(async () => order.push("refused"))).rejects.toBeInstanceOf(Busy);
  first.open();
  await Promise.all([running, background, ...visitors]);
  expect(order).toEqual(["first", "visitor 1", "visitor 2", "background"]);
});

test("callers with one key share one job until it settles", async () => {
  const share = sharing<number>();
  let calls = 0;
  const job = gate();
  const make = async () => {
    calls++;
    await job.opened;
    return calls;
  };
  const both = Promise.all([share("a", make), share("a", make)]);
  job.open();
  expect(await both).toEqual([1, 1]);
  expect(await share("a", make)).toBe(2);
});
