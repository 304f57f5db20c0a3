import { expect, test } from "vitest";
import { pageResponse } from "../app/lib/page-bytes.server.ts";
import { wholeBody } from "./body.ts";

// A page's bytes go out as the renderer made them; any other reader of the
// response still gets them from its body.

test("a rendered page's own bytes are sent as they are, not a copy read back from the stream", async () => {
  const bytes = Buffer.from("<!DOCTYPE html><p>© ü</p>", "utf8");
  const response = pageResponse(bytes, { status: 200, headers: { "Content-Type": "text/html" } });
  expect(await wholeBody(response)).toBe(bytes);
});

test("the body stream holds the same bytes, for any other reader", async () => {
  const bytes = Buffer.from("<p>page</p>", "utf8");
  expect(await pageResponse(bytes, {}).text()).toBe("<p>page</p>");
  // A body already read is not sent from the attached bytes: reading it again fails, as for any Response.
  const read = pageResponse(bytes, {});
  await read.arrayBuffer();
  await expect(wholeBody(read)).rejects.toThrow();
});

test("any other response is read from its body", async () => {
  const body = await wholeBody(new Response("plain"));
  expect(body.toString("utf8")).toBe("plain");
});
