// What React's renderToPipeableStream writes the page into when the page is
// wanted whole (app/entry.server.tsx): the least of a Node writable that
// React's pipe() uses (write, end, destroy, on), with no stream machinery.
//
// React writes a mix of strings (long text, as is) and Uint8Array views of
// UTF-8 bytes. Each view holds whole characters (React encodes with
// TextEncoder.encodeInto, which never splits one), so each decodes on its own
// and the page is the pieces joined: one decode, no concatenated copy of the
// bytes, no encoding of the long strings.

type Chunk = string | Uint8Array;

export type HtmlSink = {
  write(chunk: Chunk): boolean;
  end(): void;
  destroy(error?: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): HtmlSink;
};

export function collectHtml(done: (html: string) => void, fail: (error: unknown) => void): HtmlSink {
  const parts: string[] = [];
  let finished = false;
  const sink: HtmlSink = {
    write(chunk) {
      if (typeof chunk === "string") parts.push(chunk);
      else parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("utf8"));
      return true;
    },
    end() {
      if (finished) return;
      finished = true;
      done(parts.join(""));
    },
    destroy(error) {
      if (finished) return;
      finished = true;
      fail(error ?? new Error("The render was abandoned"));
    },
    // Never full, never closed early: nothing for React to wait for or cancel on.
    on() {
      return sink;
    },
  };
  return sink;
}
