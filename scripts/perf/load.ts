import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cpuMs, freePort, NODE, ROOT } from "./server.ts";

// autocannon runs, each bounded in time (and guarded by a hard stop), against
// 127.0.0.1 only.

export type LoadResult = {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    paths?: string[];
    /** Made afresh for every request (a unique URL, a cookie); overrides `paths`. */
    next?: () => { path: string; headers?: Record<string, string> };
  },
): Promise<LoadResult> {
  const next = options.next;
  const requests = next
    ? [
        {
          method: "GET" as const,
          setupRequest: (request: autocannon.Request) => {
            const made = next();
            return { ...request, path: made.path, headers: { ...request.headers, ...made.headers } };
          },
        },
      ]
    : options.paths?.map((path) => ({ method: "GET" as const, path }));
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((done, fail) => {
    instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        ...(requests ? { requests } : {}),
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
  // Belt and braces: whatever happens, the run ends shortly after its duration.
  const guard = setTimeout(() => instance?.stop(), (options.seconds + 15) * 1000);
  try {
    const result = await finished;
    return {
      requests: result.requests.total,
      rps: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    clearTimeout(guard);
  }
}

/** Serves `body` from a bare node:http server in its own process. */
export async function startStaticServer(body: Buffer): Promise<{ url: string; cpuMs(): number; stop(): Promise<void> }> {
  const file = join(tmpdir(), `bench-static-${process.pid}.html`);
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(NODE, ["scripts/perf/static-server.ts", file, String(port)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error("static server did not start")), 10_000);
    child.stdout!.once("data", () => {
      clearTimeout(timer);
      done();
    });
    child.once("exit", (code) => fail(new Error(`static server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMs(child.pid!),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
