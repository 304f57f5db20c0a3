import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, createRenderMarker, hashInlineScripts } from "./document/csp.server";
import { paintFirst } from "./document/paint-first.server";
import { PENDING_SUBMIT_SCRIPT } from "./document/pending-submit";
import { services } from "./lib/services.server";

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
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { config } = services(loadContext);
  const marker = createRenderMarker();

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={marker} />, {
      nonce: marker,
      // The page is sent whole (onAllReady), so no finished boundary needs to be
      // held back and swapped in by script: everything stays inline, visible
      // without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A form posted before the app's scripts arrive shows "Processing..." too
      // (app/document/pending-submit.ts): React writes it inline at the end of the
      // body, so the browser's bundle never carries its text.
      bootstrapScriptContent: PENDING_SUBMIT_SCRIPT,
      onAllReady() {
        const body = new PassThrough();
        text(body).then((page) => {
          clearTimeout(timer);
          const hashed = hashInlineScripts(page, marker);
          const { html, hashes: starterHashes } = paintFirst(hashed.html);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(config, [...hashed.hashes, ...starterHashes]));
          resolve(new Response(html, { headers: responseHeaders, status }));
        }, reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
