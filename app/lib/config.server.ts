import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import * as v from "valibot";
import { ANALYTICS_PROVIDERS, type AnalyticsConfig } from "../seo/analytics";
import { NO_TERMS, RENTAL_TERM_FIELDS, RENTAL_TERM_KEYS, termProblem, type RentalTermKey, type RentalTerms } from "../catalog/rental-terms";
import type { SiteConfig } from "./site";

// Every setting the site reads from the environment, parsed once at start-up.
// A bad value stops the process with one line naming the variable.
// Longer than 250 lines because every setting is checked in the one schema
// below and mapped in the one function after it, so each is found in one place.

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"));
const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url("must be an absolute URL"),
  v.check((value) => /^https?:\/\//i.test(value), "must start with http:// or https://"),
);
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, "must be a whole number"),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** A rental-term default: a number within the same limits a vehicle's column has. */
function rentalTerm(key: RentalTermKey) {
  const { integer } = RENTAL_TERM_FIELDS[key];
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(integer ? /^\d+$/ : /^\d+(\.\d{1,2})?$/, integer ? "must be a whole number" : "must be an amount such as 2 or 2.50"),
    v.transform(Number),
    v.check((value) => termProblem(key, value) === null, (issue) => termProblem(key, Number(issue.input)) ?? "is out of range"),
  );
}

/**
 * EXAMPLE rental terms for the demo site only (no Supabase configured): made
 * up to show the "Rental terms" block, not anyone's real policy. A site with
 * Supabase never uses them: its defaults come only from its RENTAL_* settings.
 */
export const EXAMPLE_RENTAL_DEFAULTS: RentalTerms = {
  minDriverAge: 25,
  securityDeposit: 2500,
  milesPerDay: 100,
  extraMilePrice: 3,
  minRentalHours: 4,
};

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = v.object({
  BUSINESS_NAME: v.optional(nonEmpty, "Miami Exotic Rentals (demo)"),
  BUSINESS_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email("must be an e-mail address")),
    "bookings@example.com",
  ),
  BUSINESS_PHONE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 phone number such as +13055550100"),
    ),
    "+13055550100",
  ),
  BUSINESS_SOCIAL_URL: v.optional(httpUrl, "https://social.example.com/miami-exotic-rentals-demo"),
  BUSINESS_TIMEZONE: v.optional(
    v.pipe(v.string(), v.trim(), v.check(isTimeZone, "must be an IANA time zone such as America/New_York")),
    "America/New_York",
  ),
  SITE_URL: v.optional(httpUrl, "http://localhost:3000"),
  // 0 asks the system for a free port (the tests use it).
  PORT: v.optional(wholeNumber(0, 65535), "3000"),
  HOST: v.optional(nonEmpty, "0.0.0.0"),
  CATALOG_TTL_SECONDS: v.optional(wholeNumber(1, 86400), "300"),
  // 5 s: one small request per 5 s at most while idle; with the pages' s-maxage
  // and stale-while-revalidate (app/document/http.ts) an edit shows within 15 s.
  CATALOG_CHECK_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+(\.\d{1,3})?$/, "must be a number of seconds such as 5 or 0.5"),
      v.transform(Number),
      v.minValue(0.05, "must be at least 0.05"),
      v.maxValue(3600, "must be at most 3600"),
    ),
    "5",
  ),
  SUPABASE_URL: v.optional(httpUrl),
  CATALOG_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(32, "must be at least 32 characters (e.g. openssl rand -hex 32)"))),
  SUPABASE_ANON_KEY: v.optional(nonEmpty),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(["1", "0", "true", "false", "yes", "no"], "must be 1 or 0 (true or false)"),
      v.transform((value) => ["1", "true", "yes"].includes(value)),
    ),
    "0",
  ),
  QUICK_BOOKING_CAR_VIDEO_URL: v.optional(httpUrl),
  QUICK_BOOKING_YACHT_VIDEO_URL: v.optional(httpUrl),
  ANALYTICS_SCRIPT_URL: v.optional(httpUrl),
  ANALYTICS_DOMAIN: v.optional(nonEmpty),
  ANALYTICS_PROVIDER: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(ANALYTICS_PROVIDERS, "must be plausible or umami")),
  ),
  PICTURE_CACHE_DIR: v.optional(v.pipe(v.string(), v.trim(), v.check(isAbsolute, "must be an absolute path such as /var/cache/pictures"))),
  PICTURE_CACHE_MAX_MB: v.optional(wholeNumber(16, 1_000_000), "1024"),
  RENTAL_MIN_DRIVER_AGE: v.optional(rentalTerm("minDriverAge")),
  RENTAL_SECURITY_DEPOSIT_USD: v.optional(rentalTerm("securityDeposit")),
  RENTAL_MILES_PER_DAY: v.optional(rentalTerm("milesPerDay")),
  RENTAL_EXTRA_MILE_USD: v.optional(rentalTerm("extraMilePrice")),
  RENTAL_MIN_HOURS: v.optional(rentalTerm("minRentalHours")),
  DATA_DIR: v.optional(nonEmpty, "./data"),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.url("must be a URL"), v.check((value) => /^smtps?:\/\//i.test(value), "must start with smtp:// or smtps://")),
  ),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"))),
  ENQUIRY_RATE_LIMIT: v.optional(wholeNumber(1, 100_000), "10"),
  ENQUIRY_RATE_WINDOW_SECONDS: v.optional(wholeNumber(1, 86400), "600"),
  ENQUIRY_RETENTION_DAYS: v.optional(wholeNumber(1, 3650), "180"),
});

export type ServerConfig = {
  site: SiteConfig;
  port: number;
  host: string;
  catalogTtlMs: number;
  /** How often each process reads the catalog's version (live updates; Supabase only). */
  catalogCheckMs: number;
  /** The bearer secret of POST /hooks/catalog (Supabase's database webhook); null: no such route. */
  catalogWebhookSecret: string | null;
  /** Honour X-Forwarded-Proto/-Host (only behind a proxy that sets them). */
  trustProxy: boolean;
  supabase: { url: string; anonKey: string } | null;
  /** Null when analytics is off. Its origin is what a Content-Security-Policy must allow. */
  analytics: AnalyticsConfig | null;
  /** Rental terms for every vehicle column left empty; null where no default is set. */
  rentalDefaults: RentalTerms;
  /** No Supabase: the embedded demo fleet and FAQ, with example terms. */
  demo: boolean;
  /** The picture pipeline's disk cache (originals, copies, previews). */
  pictureCache: { dir: string; maxBytes: number };
  /** Absolute: the embedded enquiry store and outbox live here. */
  dataDir: string;
  /** Null: enquiries are not mailed to the business. */
  smtp: { url: string; from: string } | null;
  /** Posts kept per client address per window; more are answered with the draft only. */
  enquiryRateLimit: { max: number; windowMs: number };
  /** Kept enquiries older than this are deleted, in both stores. */
  enquiryRetentionDays: number;
};

/** The RENTAL_* settings; on the demo site, the examples fill the ones not set. */
function rentalDefaults(env: Record<string, unknown>, demo: boolean): RentalTerms {
  const defaults: RentalTerms = { ...(demo ? EXAMPLE_RENTAL_DEFAULTS : NO_TERMS) };
  for (const key of RENTAL_TERM_KEYS) {
    const value = env[RENTAL_TERM_FIELDS[key].env];
    if (typeof value === "number") defaults[key] = value;
  }
  return defaults;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Environment variables that are empty strings count as unset. */
function definedOnly(env: Record<string, string | undefined>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

/** Settings that only work together: one without the other stops start-up, naming the missing one. */
function requirePair(env: Record<string, unknown>, first: string, second: string, bothUnset: string) {
  if (Boolean(env[first]) === Boolean(env[second])) return;
  const [missing, given] = env[first] ? [second, first] : [first, second];
  throw new ConfigError(
    `Configuration error: ${missing} must be set together with ${given} (or leave both unset ${bothUnset})`,
  );
}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = v.safeParse(EnvSchema, definedOnly(env));
  if (!result.success) {
    const issue = result.issues[0];
    const key = v.getDotPath(issue) ?? "environment";
    throw new ConfigError(`Configuration error: ${key} ${issue.message}`);
  }
  const e = result.output;
  requirePair(e, "SUPABASE_URL", "SUPABASE_ANON_KEY", "for the demo catalog");
  requirePair(e, "ANALYTICS_SCRIPT_URL", "ANALYTICS_DOMAIN", "for no analytics");
  if (e.CATALOG_WEBHOOK_SECRET && !e.SUPABASE_URL) {
    throw new ConfigError("Configuration error: CATALOG_WEBHOOK_SECRET needs SUPABASE_URL and SUPABASE_ANON_KEY (the demo catalog has no edits)");
  }
  if (e.SMTP_URL && !e.SMTP_FROM) throw new ConfigError("Configuration error: SMTP_FROM must be set together with SMTP_URL");
  if (e.ANALYTICS_PROVIDER && !e.ANALYTICS_SCRIPT_URL) {
    throw new ConfigError("Configuration error: ANALYTICS_PROVIDER needs ANALYTICS_SCRIPT_URL and ANALYTICS_DOMAIN");
  }
  const supabase =
    e.SUPABASE_URL && e.SUPABASE_ANON_KEY
      ? { url: e.SUPABASE_URL.replace(/\/+$/, ""), anonKey: e.SUPABASE_ANON_KEY }
      : null;
  const mediaBaseUrl = supabase ? `${supabase.url}/storage/v1/object/public/media` : "/media";
  return {
    site: {
      name: e.BUSINESS_NAME,
      email: e.BUSINESS_EMAIL,
      phone: e.BUSINESS_PHONE,
      socialUrl: e.BUSINESS_SOCIAL_URL,
      timezone: e.BUSINESS_TIMEZONE,
      siteUrl: e.SITE_URL.replace(/\/+$/, ""),
      mediaBaseUrl,
      quickBookingVideos: {
        car: e.QUICK_BOOKING_CAR_VIDEO_URL ?? `${mediaBaseUrl}/quick-booking/car.mp4`,
        yacht: e.QUICK_BOOKING_YACHT_VIDEO_URL ?? `${mediaBaseUrl}/yacht/video.mp4`,
      },
    },
    port: e.PORT,
    host: e.HOST,
    catalogTtlMs: e.CATALOG_TTL_SECONDS * 1000,
    catalogCheckMs: Math.round(e.CATALOG_CHECK_SECONDS * 1000),
    catalogWebhookSecret: e.CATALOG_WEBHOOK_SECRET ?? null,
    trustProxy: e.TRUST_PROXY,
    supabase,
    analytics:
      e.ANALYTICS_SCRIPT_URL && e.ANALYTICS_DOMAIN
        ? {
            provider: e.ANALYTICS_PROVIDER ?? "plausible",
            scriptUrl: e.ANALYTICS_SCRIPT_URL,
            domain: e.ANALYTICS_DOMAIN,
            origin: new URL(e.ANALYTICS_SCRIPT_URL).origin,
          }
        : null,
    rentalDefaults: rentalDefaults(e, supabase === null),
    demo: supabase === null,
    pictureCache: {
      dir: e.PICTURE_CACHE_DIR ?? join(tmpdir(), "miami-exotics-pictures"),
      maxBytes: e.PICTURE_CACHE_MAX_MB * 1024 * 1024,
    },
    dataDir: resolve(e.DATA_DIR),
    smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    enquiryRateLimit: { max: e.ENQUIRY_RATE_LIMIT, windowMs: e.ENQUIRY_RATE_WINDOW_SECONDS * 1000 },
    enquiryRetentionDays: e.ENQUIRY_RETENTION_DAYS,
  };
}
