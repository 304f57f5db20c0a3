import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { serverConfig } from "./lib/config.server";
import { contentSecurityPolicy, createRenderMarker, hashInlineScripts } from "./lib/csp.server";
import { paintFirst } from "./lib/paint-first.server";
import { collectHtml } from "./lib/html-sink.server";
import { pageResponse } from "./lib/page-bytes.server";
import { PENDING_SUBMIT_HASH } from "./lib/pending-submit.server";
import { KeptPartsContext } from "./lib/kept-parts";
import { createKeptPartsStore, keptPartsRender } from "./lib/kept-parts.server";

// The production server (server/app.ts) reads the validated configuration from here,
// so a bad environment stops start-up before the port opens.
export { serverConfig } from "./lib/config.server";
// And the page cache's key for a URL: the parameters each route reads, normalised.
export { pageKey } from "./lib/page-key.server";

const RENDER_TIMEOUT_MS = 5_000;

// Parts of pages kept from one render for the next (app/lib/kept-parts.server.ts).
// KEPT_PARTS=off renders every part every time (the bench's measure of React
// alone; never needed in production).
const keptParts = process.env.KEPT_PARTS === "off" ? null : createKeptPartsStore();

/**
 * Every page is rendered completely before the first byte is sent (onAllReady):
 * pages are small, proxies cache them whole, crawlers and visitors get the same
 * finished HTML, and the finished HTML is what the CSP hashes describe.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const marker = createRenderMarker();
  const parts = keptParts ? keptPartsRender(keptParts) : null;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <KeptPartsContext value={parts?.place ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={marker} />
      </KeptPartsContext>,
      {
        nonce: marker,
        // The page is sent whole (onAllReady), so no finished boundary needs to be
        // held back and swapped in by script: everything stays inline, visible
        // without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // React writes into a plain sink, not a stream: the page is wanted whole,
          // and a PassThrough's buffering, events and the concatenation after it
          // were a measurable part of an uncached render (docs/PERFORMANCE.md).
          pipe(
            collectHtml((page) => {
              clearTimeout(timer);
              // The rewrites read React's own HTML, where every script is: a kept
              // part is still a mark here, its bytes copied in at the end
              // (app/lib/kept-parts.server.ts).
              const hashed = hashInlineScripts(parts ? parts.settle(page, marker) : page, marker);
              const { html, hashes: starterHashes } = paintFirst(hashed.html);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(serverConfig, [...hashed.hashes, ...starterHashes, PENDING_SUBMIT_HASH]));
              // Encoded once, here, and sent as it is (app/lib/page-bytes.server.ts).
              resolve(pageResponse(parts ? parts.bytes(html) : Buffer.from(html, "utf8"), { headers: responseHeaders, status }));
            }, reject) as unknown as NodeJS.WritableStream, // the part of a writable React uses
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
