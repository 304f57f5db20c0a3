import { expect, test, vi } from "vitest";
import { logEvent } from "./log.server";

test("an event is one JSON line on stderr, errors included", () => {
  const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    logEvent("error", "catalog.read_failed", { key: "all", cause: new TypeError("fetch failed") });
    expect(write).toHaveBeenCalledTimes(1);
    const line = String(write.mock.calls[0]?.[0]);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.trim()).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: "error",
      event: "catalog.read_failed",
      key: "all",
      cause: { name: "TypeError", message: "fetch failed" },
    });
  } finally {
    write.mockRestore();
  }
});
