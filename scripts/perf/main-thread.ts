import { loadavg } from "node:os";
import type { Browser, CDPSession } from "playwright-core";
import { median, round, table } from "./stats.ts";

// What a page costs the main thread, apart from what the machine's other
// tenants cost it. Lighthouse's simulated throttling multiplies the wall-clock
// length of each task it observed by 4: on this shared 2-core machine a task
// that waited for a core counts as blocking, so TBT follows the load average
// more than the page (issue 17: /faq, /fleet and /contact all under 100 in a
// busy hour). A Chromium trace also records each task's CPU time on the
// renderer's main thread (`tdur`), which another process running meanwhile
// does not lengthen. Here: cold loads (a fresh context per run, the phone-sized
// window of the other phases, no CPU throttling), the routes taken in turn so
// a busy minute hurts them alike, until hydration and 1.5 s after; per run the
// main thread's CPU and wall time, from navigation and from the first
// contentful paint, and "TBT at 4x": Lighthouse's blocking time computed from
// the CPU time (each task after the first paint, 4 times its CPU time, less
// 50 ms). It ignores the simulation's re-ordering, so it is a proxy for
// comparing pages, not Lighthouse's number.

const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading", "blink.user_timing"];
const TASKS = new Set(["ThreadControllerImpl::RunTask", "RunTask"]);
const SLOWDOWN = 4;

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { frame?: string; data?: Record<string, unknown> } };

export type MainThreadRun = {
  /** The one-minute load average as the run started. */
  load: number;
  fcpMs: number;
  cpuMs: number;
  cpuAfterFcpMs: number;
  wallMs: number;
  wallAfterFcpMs: number;
  tbt4xMs: number;
  /** Tasks after the first paint that would block at 4x: CPU ms each. */
  longTasksCpuMs: number[];
  /** Self CPU time by trace event name, the largest. */
  top: Record<string, number>;
};

export type MainThread = { path: string; runs: MainThreadRun[]; cpuMs: number; cpuAfterFcpMs: number; wallMs: number; tbt4xMs: number; load: number };

async function trace(session: CDPSession, navigate: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  // With Chromium's default mode (recordUntilFull) these categories filled the buffer before the page's own events.
  await session.send("Tracing.start", { traceConfig: { recordMode: "recordAsMuchAsPossible", includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
  await navigate();
  const complete = new Promise((done) => session.once("Tracing.tracingComplete", done));
  await session.send("Tracing.end");
  await complete;
  return events;
}

/** Self CPU time per event name: each complete event's CPU time less its children's. */
function selfTimes(events: TraceEvent[]): Record<string, number> {
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of events) {
    while (open.length > 0 && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    const cpu = (event.tdur ?? 0) / 1000;
    self.set(event.name, (self.get(event.name) ?? 0) + cpu);
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - cpu);
    open.push(event);
  }
  const largest = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
  return Object.fromEntries(largest.map(([name, ms]) => [name, round(ms, 1)]));
}

/** Headless Chromium now and then leaves the navigation's start out of a trace (Lighthouse's NO_NAVSTART): such a run is repeated. */
class NoNavigationStart extends Error {
  constructor() {
    super("no navigationStart for the page in the trace");
  }
}

function analyse(events: TraceEvent[], origin: string): Omit<MainThreadRun, "load"> {
  const navigation = events.find((event) => event.name === "navigationStart" && String(event.args?.data?.documentLoaderURL ?? "").startsWith(origin));
  if (!navigation) throw new NoNavigationStart();
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.args?.frame === navigation.args?.frame && event.ts >= navigation.ts);
  if (!fcp) throw new Error("no firstContentfulPaint in the trace");
  const thread = events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === "X" && event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Top-level tasks only (a RunTask may sit inside another).
  const tasks: TraceEvent[] = [];
  for (const event of thread) {
    const last = tasks.at(-1);
    if (TASKS.has(event.name) && !(last && event.ts < last.ts + (last.dur ?? 0))) tasks.push(event);
  }
  const ms = (value = 0) => value / 1000;
  const after = tasks.filter((task) => task.ts >= fcp.ts);
  const sum = (list: TraceEvent[], key: "dur" | "tdur") => round(list.reduce((total, task) => total + ms(task[key]), 0));
  const blocking = after.map((task) => ms(task.tdur)).filter((cpu) => SLOWDOWN * cpu > 50);
  return {
    fcpMs: round(ms(fcp.ts - navigation.ts)),
    cpuMs: sum(tasks, "tdur"),
    cpuAfterFcpMs: sum(after, "tdur"),
    wallMs: sum(tasks, "dur"),
    wallAfterFcpMs: sum(after, "dur"),
    tbt4xMs: round(blocking.reduce((total, cpu) => total + SLOWDOWN * cpu - 50, 0)),
    longTasksCpuMs: blocking.map((cpu) => round(cpu, 1)),
    top: selfTimes(thread),
  };
}

async function once(browser: Browser, origin: string, path: string, attempts = 3): Promise<MainThreadRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traced(browser, origin, path);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof NoNavigationStart)) throw error;
    }
  }
}

async function traced(browser: Browser, origin: string, path: string): Promise<MainThreadRun> {
  const load = loadavg()[0]!;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const events = await trace(session, async () => {
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 });
      await page.waitForTimeout(1500);
    });
    return { load: round(load, 2), ...analyse(events, origin) };
  } finally {
    await context.close();
  }
}

/** One warm-up load of each route, then `runs` rounds taking the routes in turn. */
export async function measureMainThread(browser: Browser, origin: string, paths: string[], runs: number): Promise<MainThread[]> {
  for (const path of paths) await once(browser, origin, path);
  const results = new Map(paths.map((path) => [path, [] as MainThreadRun[]]));
  for (let round = 0; round < runs; round += 1) {
    for (const path of paths) results.get(path)!.push(await once(browser, origin, path));
  }
  return paths.map((path) => {
    const list = results.get(path)!;
    const pick = (key: "cpuMs" | "cpuAfterFcpMs" | "wallMs" | "tbt4xMs" | "load") => median(list.map((run) => run[key]));
    return { path, runs: list, cpuMs: pick("cpuMs"), cpuAfterFcpMs: pick("cpuAfterFcpMs"), wallMs: pick("wallMs"), tbt4xMs: pick("tbt4xMs"), load: pick("load") };
  });
}

export function printMainThread(results: MainThread[], runs: number) {
  if (results.length === 0) return;
  console.log(
    `\nMain thread of a cold load (Chromium trace, 412 px, no throttling; routes in turn, medians of ${runs}): CPU time, which the machine's other tenants do not lengthen, and wall time, which they do; TBT at ${SLOWDOWN}x from the CPU time\n`,
  );
  const first = results[0]!;
  const rows = results.map((result) => [
    result.path,
    round(result.cpuMs),
    round(result.cpuAfterFcpMs),
    round(result.cpuMs / first.cpuMs, 2),
    round(result.wallMs),
    round(result.tbt4xMs),
    result.runs.map((run) => run.tbt4xMs).join(" "),
    result.load,
  ]);
  console.log(table(["route", "CPU ms", "after FCP", `CPU / ${first.path}`, "wall ms", "TBT at 4x", "runs (ms)", "load avg"], rows));
}
