import { expect, test } from "vitest";
import { startSite, startSiteExpectingFailure } from "./support/site";

test.each([
  [{ BUSINESS_EMAIL: "not-an-email" }, "BUSINESS_EMAIL"],
  [{ BUSINESS_PHONE: "305-555-0100" }, "BUSINESS_PHONE"],
  [{ SUPABASE_URL: "https://project.supabase.example" }, "SUPABASE_ANON_KEY"],
  [{ SUPABASE_ANON_KEY: "public-anon-key" }, "SUPABASE_URL"],
  [{ BUSINESS_TIMEZONE: "Mars/Olympus" }, "BUSINESS_TIMEZONE"],
  [{ SITE_URL: "example.com" }, "SITE_URL"],
])("a bad environment (%o) stops start-up with one line naming %s", async (env, name) => {
  const message = await startSiteExpectingFailure(env);
  const lines = message.split("\n").slice(1).filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^Configuration error: .*${name}`));
});

test("the demo defaults start, and SIGTERM exits cleanly", async () => {
  const site = await startSite();
  const response = await fetch(`${site.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await site.stop("SIGTERM")).toBe(0);
  expect(site.logs.map((entry) => entry.event)).toEqual(expect.arrayContaining(["listening", "shutting_down", "stopped"]));
});
