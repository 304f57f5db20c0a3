import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { expect, test } from "vitest";
import { collectHtml } from "./html-sink.server";

// The sink the page is rendered into (app/entry.server.tsx) against what it
// replaced: a PassThrough whose chunks were concatenated and decoded once.

function render(tree: React.ReactNode, into: "sink" | "stream"): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (into === "sink") {
          pipe(collectHtml(resolve, reject) as unknown as NodeJS.WritableStream);
          return;
        }
        const stream = new PassThrough();
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(stream);
      },
      onShellError: reject,
    });
  });
}

// Text in every width of UTF-8 (1 to 4 bytes), in pieces short enough to be
// encoded into React's 4 KiB views (so views end mid-page, next to multi-byte
// characters) and long enough to be written as strings of their own.
const WORDS = ["plain ", "café ", "© 2026 ", "€ ", "日本 ", "🚗 ", "<&> "];

function Later({ text }: { text: Promise<string> }) {
  return createElement("p", null, use(text));
}

function page(): React.ReactNode {
  const rows = Array.from({ length: 400 }, (_, index) =>
    createElement("li", { key: index, "data-index": index, title: WORDS[index % WORDS.length] }, WORDS.slice(0, 1 + (index % WORDS.length)).join("")),
  );
  const long = WORDS.join("").repeat(300);
  return createElement(
    "html",
    null,
    createElement("body", null, createElement("ul", null, rows), createElement("p", null, long), createElement(Suspense, { fallback: null }, createElement(Later, { text: Promise.resolve(`later ${long}`) }))),
  );
}

test("the page collected from React's writes is the page the stream carried, byte for byte", async () => {
  const expected = await render(page(), "stream");
  expect(expected.length).toBeGreaterThan(20_000);
  expect(expected).toContain("🚗");
  expect(await render(page(), "sink")).toBe(expected);
});

test("an abandoned render rejects rather than answering a part of a page", async () => {
  let failed: unknown;
  const sink = collectHtml(
    () => expect.unreachable(),
    (error) => (failed = error),
  );
  sink.write("<html>");
  sink.destroy(new Error("aborted"));
  sink.end();
  expect(failed).toEqual(new Error("aborted"));
});
