import { resolve } from "node:path";
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

test("rental-term defaults: the demo site's examples, never on a Supabase site unless configured", () => {
  const demo = parseConfig({});
  expect(demo.demo).toBe(true);
  expect(demo.rentalDefaults).toEqual({ minDriverAge: 25, securityDeposit: 2500, milesPerDay: 100, extraMilePrice: 3, minRentalHours: 4 });
  const supabase = parseConfig({ SUPABASE_URL: "https://project.supabase.co", SUPABASE_ANON_KEY: "key" });
  expect(supabase.demo).toBe(false);
  expect(supabase.rentalDefaults).toEqual({ minDriverAge: null, securityDeposit: null, milesPerDay: null, extraMilePrice: null, minRentalHours: null });
  const owner = parseConfig({
    SUPABASE_URL: "https://project.supabase.co",
    SUPABASE_ANON_KEY: "key",
    RENTAL_MIN_DRIVER_AGE: "21",
    RENTAL_SECURITY_DEPOSIT_USD: " 3000 ",
    RENTAL_EXTRA_MILE_USD: "2.75",
  });
  expect(owner.rentalDefaults).toEqual({ minDriverAge: 21, securityDeposit: 3000, milesPerDay: null, extraMilePrice: 2.75, minRentalHours: null });
});

test.each([
  [{ RENTAL_MIN_DRIVER_AGE: "12" }, /^Configuration error: RENTAL_MIN_DRIVER_AGE must be between 16 and 99/],
  [{ RENTAL_MIN_DRIVER_AGE: "twenty" }, /^Configuration error: RENTAL_MIN_DRIVER_AGE must be a whole number/],
  [{ RENTAL_SECURITY_DEPOSIT_USD: "-5" }, /^Configuration error: RENTAL_SECURITY_DEPOSIT_USD must be an amount/],
  [{ RENTAL_EXTRA_MILE_USD: "2.555" }, /^Configuration error: RENTAL_EXTRA_MILE_USD must be an amount/],
  [{ RENTAL_MILES_PER_DAY: "0" }, /^Configuration error: RENTAL_MILES_PER_DAY must be between 1 and 10000/],
  [{ RENTAL_MIN_HOURS: "1000" }, /^Configuration error: RENTAL_MIN_HOURS must be between 1 and 720/],
])("rental default %o is refused at start-up", (env, message) => {
  expect(() => parseConfig(env)).toThrow(message);
});

test("the live updates' check runs every 5 s unless CATALOG_CHECK_SECONDS says otherwise (fractions for tests)", () => {
  expect(parseConfig({}).catalogCheckMs).toBe(5000);
  expect(parseConfig({ CATALOG_CHECK_SECONDS: "0.25" }).catalogCheckMs).toBe(250);
  expect(() => parseConfig({ CATALOG_CHECK_SECONDS: "0" })).toThrow("Configuration error: CATALOG_CHECK_SECONDS must be at least 0.05");
  expect(() => parseConfig({ CATALOG_CHECK_SECONDS: "5s" })).toThrow(/^Configuration error: CATALOG_CHECK_SECONDS must be a number of seconds/);
});

test("the webhook's secret is long, and only for a Supabase site", () => {
  const supabase = { SUPABASE_URL: "https://project.supabase.example", SUPABASE_ANON_KEY: "key" };
  expect(parseConfig(supabase).catalogWebhookSecret).toBeNull();
  expect(parseConfig({ ...supabase, CATALOG_WEBHOOK_SECRET: "s".repeat(32) }).catalogWebhookSecret).toBe("s".repeat(32));
  expect(() => parseConfig({ ...supabase, CATALOG_WEBHOOK_SECRET: "short" })).toThrow(/^Configuration error: CATALOG_WEBHOOK_SECRET must be at least 32 characters/);
  expect(() => parseConfig({ CATALOG_WEBHOOK_SECRET: "s".repeat(32) })).toThrow(/^Configuration error: CATALOG_WEBHOOK_SECRET needs SUPABASE_URL/);
});

test("the picture cache: a directory in the system's temporary folder and 1 GB unless configured; a relative path or a tiny bound stops start-up", () => {
  expect(parseConfig({}).pictureCache).toEqual({ dir: expect.stringMatching(/miami-exotics-pictures$/), maxBytes: 1024 * 1024 * 1024 });
  expect(parseConfig({ PICTURE_CACHE_DIR: "/var/cache/pictures", PICTURE_CACHE_MAX_MB: "64" }).pictureCache).toEqual({ dir: "/var/cache/pictures", maxBytes: 64 * 1024 * 1024 });
  expect(() => parseConfig({ PICTURE_CACHE_DIR: "cache" })).toThrow("Configuration error: PICTURE_CACHE_DIR must be an absolute path");
  expect(() => parseConfig({ PICTURE_CACHE_MAX_MB: "8" })).toThrow("Configuration error: PICTURE_CACHE_MAX_MB must be at least 16");
});

test("enquiries: DATA_DIR absolute, no mail without SMTP, the limit, window and retention", () => {
  const config = parseConfig({});
  expect(config.dataDir).toBe(resolve("data"));
  expect(config.smtp).toBeNull();
  expect(config.enquiryRateLimit).toEqual({ max: 10, windowMs: 600_000 });
  expect(config.enquiryRetentionDays).toBe(180);
  const mail = parseConfig({ SMTP_URL: "smtps://user:pass@smtp.gmail.com:465", SMTP_FROM: "site@example.com", ENQUIRY_RATE_LIMIT: "1000" });
  expect(mail.smtp).toEqual({ url: "smtps://user:pass@smtp.gmail.com:465", from: "site@example.com" });
  expect(mail.enquiryRateLimit.max).toBe(1000);
});

test.each([
  [{ SMTP_URL: "smtp://127.0.0.1:25" }, "SMTP_FROM must be set together with SMTP_URL"],
  [{ SMTP_URL: "https://mail.example.com", SMTP_FROM: "a@example.com" }, "SMTP_URL must start with smtp:// or smtps://"],
  [{ SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: "nobody" }, "SMTP_FROM must be an e-mail address"],
  [{ ENQUIRY_RETENTION_DAYS: "0" }, "ENQUIRY_RETENTION_DAYS must be at least 1"],
])("enquiry settings are checked: %o", (env, message) => {
  expect(() => parseConfig(env)).toThrow(message);
});
