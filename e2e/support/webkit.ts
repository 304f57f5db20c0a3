import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { freePort } from "./ports";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Builder, Key, Origin, type WebDriver } from "selenium-webdriver";
import type { Engine, EnginePage, KeyName, OpenOptions } from "./engines";

// WebKit (Safari's engine) as Debian's WebKitGTK: WebKitWebDriver speaks W3C
// WebDriver and starts, per session, our own chrome-less window
// (webkit-window.py; MiniBrowser's toolbar cannot go below 447 px) in an Xvfb
// display, since WebKitGTK has no headless mode. The window writes what
// WebDriver cannot report (console lines, failed resources, mailto: drafts)
// to a log file per session; a page reads its part from where it started.
//
// A new session costs 2-5 s on the shared machine (the window's process, then
// its first document load), a new view in the window well under one: a page
// opened with the same options as the one just closed is a fresh ephemeral
// view (WebDriver's "new window": no cache, cookies, storage or history from
// the page before) in that page's session; other options start a new session.

const WINDOW = resolve(import.meta.dirname, "webkit-window.py");

/** WebKitGTK's port has no web app manifests and says so on every page (ENGINES.md). */
const GTK_ONLY_NOISE = /Unrecognized Content-Security-Policy directive 'manifest-src'/;
/** A navigation the window ignored in decide-policy (a mailto: taken over by the mail program). */
const IGNORED_NAVIGATION = /Frame load interrupted/;

const KEYS: Record<KeyName, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Backspace: Key.BACK_SPACE,
};

function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  // -displayfd: Xvfb picks a free display number and writes it to fd 3.
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const errors: string[] = [];
  xvfb.stderr!.on("data", (chunk) => errors.push(String(chunk)));
  const display = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Xvfb did not start: ${errors.join("")}`)), 10_000);
    xvfb.stdio[3]!.once("data", (chunk) => {
      clearTimeout(timer);
      done(`:${String(chunk).trim()}`);
    });
    xvfb.once("exit", (code) => fail(new Error(`Xvfb exited with ${code}: ${errors.join("")}`)));
  });
  return { process: xvfb, display };
}

async function startDriver(display: string): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
    detached: true,
    env: { ...process.env, DISPLAY: display },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return { process: driver, url };
    } catch {
      // not listening yet
    }
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    if (Date.now() - start > 10_000) throw new Error("WebKitWebDriver did not answer within 10 s");
    await new Promise((done) => setTimeout(done, 50));
  }
}

type LogEvent = { event: string; uri?: string; status?: number; error?: string };

export async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  let driver: { process: ChildProcess; url: string };
  try {
    driver = await startDriver(xvfb.display);
  } catch (error) {
    stop(xvfb.process);
    throw error;
  }
  const logs = mkdtempSync(join(tmpdir(), "e2e-webkit-"));
  const killAll = () => {
    stop(driver.process);
    stop(xvfb.process);
  };
  process.once("exit", killAll);
  let sessions = 0;
  const open: Set<EnginePage> = new Set();
  /** The session of the page closed last, kept for the next page with the same options. */
  let parked: { key: string; session: WebDriver; log: string; handle: string } | null = null;

  async function newSession(options: OpenOptions, width: number, height: number) {
    const log = join(logs, `session-${++sessions}.log`);
    const session: WebDriver = await new Builder()
      .usingServer(driver.url)
      .withCapabilities({
        browserName: "e2e-webkit-window",
        "webkitgtk:browserOptions": {
          binary: "/usr/bin/python3",
          args: [WINDOW, `--width=${width}`, `--height=${height}`, `--javascript=${options.js ? "on" : "off"}`, `--log=${log}`],
        },
      })
      .build();
    await session.manage().setTimeouts({ pageLoad: 30_000, script: 15_000 });
    return { session, log };
  }

  /** A fresh view in the parked session (its old view closed), or null when that fails. */
  async function freshView(session: WebDriver, old: string): Promise<boolean> {
    try {
      await session.switchTo().newWindow("window");
      const fresh = await session.getWindowHandle();
      await session.switchTo().window(old);
      await session.close();
      await session.switchTo().window(fresh);
      return true;
    } catch {
      await session.quit().catch(() => {});
      return false;
    }
  }

  const logSize = (log: string) => {
    try {
      return statSync(log).size;
    } catch {
      return 0;
    }
  };

  return {
    name: "webkit",
    async open(options: OpenOptions): Promise<EnginePage> {
      // WebKitWebDriver drives one session at a time: a page a failed test left open goes first.
      for (const page of [...open]) await page.close();
      const width = options.width ?? 1280;
      const height = options.height ?? 800;
      const key = `${options.js} ${width}x${height}`;
      let reused: { session: WebDriver; log: string } | null = null;
      if (parked) {
        const { session, log, handle } = parked;
        const same = parked.key === key;
        parked = null;
        if (same && (await freshView(session, handle))) reused = { session, log };
        else if (!same) await session.quit().catch(() => {});
      }
      const { session, log } = reused ?? (await newSession(options, width, height));
      // This page's part of the session's log.
      const from = logSize(log);

      function events(): { console: string[]; events: LogEvent[] } {
        let lines: string[] = [];
        try {
          lines = readFileSync(log).subarray(from).toString("utf8").split("\n").filter(Boolean);
        } catch {
          // nothing written yet
        }
        const parsed: LogEvent[] = [];
        const console: string[] = [];
        for (const line of lines) {
          if (line.startsWith("{")) parsed.push(JSON.parse(line) as LogEvent);
          else if (/CONSOLE .*ERROR/.test(line) && !GTK_ONLY_NOISE.test(line)) console.push(line);
        }
        return { console, events: parsed };
      }

      const page: EnginePage = {
        engine: "webkit",
        js: options.js,
        async goto(url) {
          await session.get(url);
          if (options.js) {
            const start = Date.now();
            while (!(await session.executeScript<boolean>("return !document.getElementById('app-boot') || document.documentElement.hasAttribute('data-hydrated')"))) {
              if (Date.now() - start > 15_000) throw new Error(`webkit: ${url} did not hydrate within 15 s`);
              await new Promise((done) => setTimeout(done, 50));
            }
          }
        },
        url: () => session.getCurrentUrl(),
        evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg?: A) {
          return session.executeScript<T>(`return (${fn.toString()})(arguments[0]);`, arg ?? null);
        },
        async clickAt(x, y) {
          await session.actions({ async: true }).move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).click().perform();
        },
        async typeKeys(input) {
          await session.actions({ async: true }).sendKeys(input.replace(/\n/g, Key.ENTER)).perform();
        },
        async press(key) {
          await session.actions({ async: true }).sendKeys(KEYS[key]).perform();
        },
        async screenshot() {
          return Buffer.from(await session.takeScreenshot(), "base64");
        },
        async consoleErrors() {
          return events().console;
        },
        async failedRequests() {
          const all = events().events;
          // A load cancelled and then made again to the end got what the page needed (WebKitGTK
          // cancels and restarts a session's first document load).
          const loaded = new Set(all.filter((event) => event.event === "resource" && (event.status ?? 0) >= 200 && (event.status ?? 0) < 400).map((event) => event.uri));
          return all.flatMap((event) => {
            if (event.event === "resource" && (event.status ?? 0) >= 400) return [`${event.status} ${event.uri}`];
            if (event.event !== "resource-failed" || IGNORED_NAVIGATION.test(event.error ?? "")) return [];
            if (/Load request cancelled/.test(event.error ?? "") && loaded.has(event.uri)) return [];
            return [`failed ${event.uri}: ${event.error}`];
          });
        },
        async drafts() {
          return events().events.filter((event) => event.event === "mailto").map((event) => event.uri!);
        },
        async close() {
          if (!open.delete(page)) return;
          // Kept for the next page with the same options; a session that no longer answers goes.
          const handle = await session.getWindowHandle().catch(() => null);
          if (handle) parked = { key, session, log, handle };
          else await session.quit().catch(() => {});
        },
      };
      open.add(page);
      return page;
    },
    async close() {
      for (const page of [...open]) await page.close();
      await parked?.session.quit().catch(() => {});
      parked = null;
      killAll();
      process.removeListener("exit", killAll);
      if (!process.env.E2E_KEEP_LOGS) rmSync(logs, { recursive: true, force: true });
    },
  };
}
