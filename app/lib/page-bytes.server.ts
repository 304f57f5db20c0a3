// A rendered page's Response carries its bytes under a registered symbol, so
// the production server (server/body.ts reads the same symbol) sends them as
// they are instead of reading the body stream back into a copy. The body is
// still a real stream of the same bytes for anything else that reads it (React
// Router, a test calling the handler): it hands them over only when read, where
// a Buffer body would be copied into the Response up front.

const PAGE_BYTES = Symbol.for("miami-exotics.page-bytes");

export function pageResponse(bytes: Buffer, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
  const response = new Response(body, init);
  Object.defineProperty(response, PAGE_BYTES, { value: bytes });
  return response;
}
