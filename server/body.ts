// A response's whole body as bytes: the page's own bytes when the app's
// renderer attached them (app/lib/page-bytes.server.ts, the same registered
// symbol), and so long as nothing has read the body yet; otherwise read from
// the body stream.

const PAGE_BYTES = Symbol.for("miami-exotics.page-bytes");

export async function wholeBody(response: Response): Promise<Buffer> {
  const attached = (response as unknown as Record<symbol, unknown>)[PAGE_BYTES];
  if (Buffer.isBuffer(attached) && !response.bodyUsed) return attached;
  return Buffer.from(await response.arrayBuffer());
}
