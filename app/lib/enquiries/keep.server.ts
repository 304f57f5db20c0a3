import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { ServerConfig } from "../config.server";
import type { Locale } from "../i18n";
import { errorMessage, logEvent, type Logger } from "../log.server";
import type { Draft } from "./mailto";
import { openEnquiryStore, type EnquiryStore } from "./store.server";

// Every valid enquiry is kept before the visitor gets the draft (issue 45): in
// the embedded store under DATA_DIR (store.server.ts). `keep` never throws and
// never holds the visitor: a store that fails gives "not-kept", logged, and
// the draft opens all the same. A double tap (the same form and fields within
// a minute) is kept once; one address keeps at most ENQUIRY_RATE_LIMIT per
// window (many phones share a carrier's address, so the rest still get their
// draft, only not kept).

export type EnquiryForm = "contact-panel" | "contact" | "elite-booking" | "vehicle-booking" | "yacht-booking";
export type Enquiry = {
  form: EnquiryForm;
  locale: Locale;
  /** The path the form was posted from, e.g. "/es/fleet/mclaren-gt-blue". */
  page: string;
  name: string;
  email: string;
  phone: string;
  /** "" when the form has none. */
  message: string;
  /** The form's own fields: vehicle, preferredDate, duration, service... */
  details: Record<string, string>;
  /** The full draft, as the owner's copy. */
  draft: Draft;
};
export type KeepResult =
  | { status: "received"; reference: string }
  | { status: "queued"; reference: string }
  | { status: "not-kept"; reference: null };
export type Enquiries = {
  keep(enquiry: Enquiry, client: { address: string }): Promise<KeepResult>;
  close(): Promise<void>;
};

const DOUBLE_TAP_MS = 60_000;
/** Addresses and recent enquiries remembered at most: a flood of addresses cannot grow memory. */
const MAX_TRACKED = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const NOT_KEPT: KeepResult = { status: "not-kept", reference: null };

/** Eight characters without look-alikes (no I, O, 0, 1): easy to read out on the phone. */
function newReference(): string {
  return [...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("");
}

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_TRACKED) map.delete(map.keys().next().value!);
}

export type EnquiryOptions = { now?: () => number; log?: Logger; store?: EnquiryStore };

export function createEnquiries(config: ServerConfig, options: EnquiryOptions = {}): Enquiries {
  const { now = Date.now, log = logEvent } = options;
  const { dataDir, rateLimit, rateWindowMs, retentionDays } = config.enquiries;
  let store: EnquiryStore | null = options.store ?? null;
  try {
    store ??= openEnquiryStore(dataDir);
  } catch (error) {
    log("error", "enquiries.store_unavailable", { dataDir, error: errorMessage(error), effect: "enquiries are not kept; visitors still get the mail draft", fix: "make DATA_DIR a writable directory" });
  }
  const posts = new Map<string, number[]>();
  const recent = new Map<string, { at: number; result: KeepResult }>();

  function purge() {
    try {
      const deleted = store?.purgeBefore(new Date(now() - retentionDays * DAY_MS)) ?? 0;
      if (deleted > 0) log("info", "enquiries.purged", { deleted, retentionDays });
    } catch (error) {
      log("error", "enquiries.purge_failed", { error: errorMessage(error) });
    }
  }
  purge();
  const sweeper = setInterval(purge, DAY_MS);
  sweeper.unref();

  function overLimit(address: string, time: number): boolean {
    const times = (posts.get(address) ?? []).filter((at) => time - at < rateWindowMs);
    const over = times.length >= rateLimit;
    if (!over) times.push(time);
    remember(posts, address, times);
    return over;
  }

  function keepNow(enquiry: Enquiry, client: { address: string }): KeepResult {
    const time = now();
    const { draft, ...fields } = enquiry;
    const fingerprint = createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
    const earlier = recent.get(fingerprint);
    if (earlier && time - earlier.at < DOUBLE_TAP_MS) return earlier.result;
    if (!store) return NOT_KEPT;
    if (overLimit(client.address, time)) {
      log("warn", "enquiries.rate_limited", { form: enquiry.form, limit: rateLimit, windowSeconds: rateWindowMs / 1000 });
      return NOT_KEPT;
    }
    const reference = newReference();
    try {
      store.insert({ id: randomUUID(), reference, createdAt: new Date(time).toISOString(), ...fields, subject: draft.subject, body: draft.lines.join("\n") });
    } catch (error) {
      log("error", "enquiries.not_kept", { form: enquiry.form, error: errorMessage(error), effect: "the visitor got the mail draft only" });
      return NOT_KEPT;
    }
    const result: KeepResult = { status: "received", reference };
    remember(recent, fingerprint, { at: time, result });
    log("info", "enquiries.kept", { form: enquiry.form, reference });
    return result;
  }

  return {
    keep(enquiry, client) {
      return Promise.resolve(keepNow(enquiry, client));
    },
    close() {
      clearInterval(sweeper);
      store?.close();
      return Promise.resolve();
    },
  };
}
