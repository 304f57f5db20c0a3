import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The site behind a proxy whose pages' CSP blocks every inline script, as a
 * strict CSP or an in-app browser that strips them would: React Router's
 * context, the paint-first starter and every other inline script never run.
 * The boot script's id goes too: the engines' goto waits for hydration while
 * it is on the page, and nothing could read it here.
 */
export async function scriptsBlocked(origin: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(`${origin}${request.url}`, { headers: { accept: request.headers.accept ?? "*/*" } });
      const headers = new Headers(answer.headers);
      // fetch has decoded the body.
      for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
      let body = Buffer.from(await answer.arrayBuffer());
      if (headers.get("content-type")?.startsWith("text/html")) {
        headers.set("content-security-policy", "script-src 'self'");
        body = Buffer.from(body.toString("utf8").replace(' id="app-boot"', ""));
      }
      response.writeHead(answer.status, Object.fromEntries(headers));
      response.end(body);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
