import { expect, test } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

const ANALYTICS = { ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.manual.js", ANALYTICS_DOMAIN: "www.example.com" };

test("analytics is off unless configured", () => {
  expect(parseConfig({}).analytics).toBeNull();
  expect(parseConfig({ ANALYTICS_SCRIPT_URL: "", ANALYTICS_DOMAIN: "" }).analytics).toBeNull();
});

test("with the script URL and domain, Plausible by default, with the origin a CSP must allow", () => {
  expect(parseConfig(ANALYTICS).analytics).toEqual({
    provider: "plausible",
    scriptUrl: "https://stats.example.com/js/script.manual.js",
    domain: "www.example.com",
    origin: "https://stats.example.com",
  });
  expect(parseConfig({ ...ANALYTICS, ANALYTICS_PROVIDER: " Umami " }).analytics?.provider).toBe("umami");
});

test.each([
  [{ ANALYTICS_SCRIPT_URL: ANALYTICS.ANALYTICS_SCRIPT_URL }, /^Configuration error: ANALYTICS_DOMAIN must be set together with ANALYTICS_SCRIPT_URL/],
  [{ ANALYTICS_DOMAIN: "www.example.com" }, /^Configuration error: ANALYTICS_SCRIPT_URL must be set together with ANALYTICS_DOMAIN/],
  [{ ...ANALYTICS, ANALYTICS_SCRIPT_URL: "stats.example.com/script.js" }, /^Configuration error: ANALYTICS_SCRIPT_URL /],
  [{ ...ANALYTICS, ANALYTICS_SCRIPT_URL: "ftp://stats.example.com/script.js" }, /^Configuration error: ANALYTICS_SCRIPT_URL must start with http/],
  [{ ...ANALYTICS, ANALYTICS_PROVIDER: "matomo" }, /^Configuration error: ANALYTICS_PROVIDER must be plausible or umami/],
  [{ ANALYTICS_PROVIDER: "umami" }, /^Configuration error: ANALYTICS_PROVIDER needs ANALYTICS_SCRIPT_URL/],
])("%o is refused at start-up", (env, message) => {
  expect(() => parseConfig(env)).toThrow(ConfigError);
  expect(() => parseConfig(env)).toThrow(message);
});

test("the Supabase pair keeps its message", () => {
  expect(() => parseConfig({ SUPABASE_URL: "https://project.supabase.example" })).toThrow(
    "Configuration error: SUPABASE_ANON_KEY must be set together with SUPABASE_URL (or leave both unset for the demo catalog)",
  );
});
