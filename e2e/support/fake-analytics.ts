import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for a Plausible-compatible analytics service on 127.0.0.1: it
// serves a script that defines `window.plausible(name, {u, props})` (taking
// over calls queued before it loaded, as Plausible's does) and records every
// event the page posts back, with the request's headers.

export type RecordedEvent = {
  name: string;
  url: string;
  domain: string | null;
  props: Record<string, unknown> | null;
  cookie: string | undefined;
};

export const SCRIPT_PATH = "/js/script.manual.js";

const SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL("/api/event", script.src).href;
  var domain = script.getAttribute("data-domain");
  function plausible(name, options) {
    options = options || {};
    fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      keepalive: true,
      body: JSON.stringify({ n: name, u: options.u || location.href, d: domain, p: options.props || null }),
    });
  }
  var queued = (window.plausible && window.plausible.q) || [];
  window.plausible = plausible;
  for (var i = 0; i < queued.length; i++) plausible.apply(null, queued[i]);
})();
`;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

export async function startFakeAnalytics() {
  const events: RecordedEvent[] = [];
  const server = createServer((req, res) => {
    // The page posts from another origin (the site); text/plain needs no preflight.
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method === "GET" && req.url === SCRIPT_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      res.end(SCRIPT);
      return;
    }
    if (req.method === "POST" && req.url === "/api/event") {
      readJson(req).then(
        (body) => {
          events.push({
            name: String(body.n),
            url: String(body.u),
            domain: typeof body.d === "string" ? body.d : null,
            props: (body.p as Record<string, unknown> | null) ?? null,
            cookie: req.headers.cookie,
          });
          res.writeHead(202).end();
        },
        () => res.writeHead(400).end(),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    scriptUrl: `${origin}${SCRIPT_PATH}`,
    events,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakeAnalytics = Awaited<ReturnType<typeof startFakeAnalytics>>;
