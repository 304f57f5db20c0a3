import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { serverConfig } from "./lib/config.server";
import { contentSecurityPolicy, createRenderMarker, hashInlineScripts } from "./lib/csp.server";
import { paintFirst } from "./lib/paint-first.server";
import { collectHtml } from "./lib/html-sink.server";
import { pageResponse } from "./lib/page-bytes.server";
import { PENDING_SUBMIT_HASH } from "./lib/pending-submit.server";

// The production server (server/app.ts) reads the validated configuration from here,
// so a bad environment stops start-up before the port opens.
export { serverConfig } from "./lib/config.server";
// And the page cache's key for a URL: the parameters each route reads, normalised.
export { pageKey } from "./lib/page-key.server";

const RENDER_TIMEOUT_MS = 5_000;

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

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={marker} />,
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
              const hashed = hashInlineScripts(page, marker);
              const { html, hashes: starterHashes } = paintFirst(hashed.html);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(serverConfig, [...hashed.hashes, ...starterHashes, PENDING_SUBMIT_HASH]));
              // Encoded once, here, and sent as it is (app/lib/page-bytes.server.ts).
              resolve(pageResponse(Buffer.from(html, "utf8"), { headers: responseHeaders, status }));
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
