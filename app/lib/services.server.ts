import { resolve } from "node:path";
import { createContext, type RouterContextProvider } from "react-router";
import { createSiteCatalog, type Catalog } from "../catalog/catalog.server";
import type { ServerConfig } from "./config.server";
import { createEnquiries, type Enquiries } from "../enquiries/keep.server";
import { createSmtpSender } from "../enquiries/mail.server";
import { createSiteFaq, type Faq } from "../faq/faq.server";
import { createLiveUpdates, type LiveUpdates } from "../catalog/live-updates.server";
import { logEvent } from "./log.server";
import { createDiskCache } from "../pictures/picture-cache.server";
import { bucketSource, folderSource } from "../pictures/picture-source.server";
import { createSupabaseClient } from "./supabase.server";
import { createSupabaseVersionSource } from "../catalog/supabase-version.server";
import { createPictures, type Pictures } from "../pictures/pictures.server";

// What loaders, actions and the document renderer read from the server: the
// validated configuration and the process's one catalog and FAQ. The HTTP
// server makes them once at start-up (server/app.ts) and hands them to every
// request through React Router's load context.

export type Services = {
  config: ServerConfig;
  catalog: Catalog;
  faq: Faq;
  /** Storage paths and row URLs as the pictures a page renders (app/pictures/picture.ts). */
  pictures: Pictures;
  /** Supabase only (the demo catalog has no edits): notices the owner's edits; the server starts it. */
  liveUpdates: LiveUpdates | null;
  /** Keeps every valid enquiry (Supabase, the outbox or the embedded store). */
  enquiries: Enquiries;
};

export const servicesContext = createContext<Services>();

/** The visitor's address as the request log has it (the forwarded one behind a trusted proxy); "" when unknown. */
export const clientAddressContext = createContext<string>("");

export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

/** `mediaDir`: the demo's originals (the built client's media folder), used when Supabase is not configured. */
export function createServices(config: ServerConfig, mediaDir = resolve("public/media")): Services {
  // One Supabase client for every read (and write) of the project; none for the demo.
  const supabase = config.supabase ? createSupabaseClient(config.supabase) : null;
  const catalog = createSiteCatalog(config, supabase);
  const faq = createSiteFaq(config, supabase);
  const pictures = createPictures({
    source: config.supabase ? bucketSource(config.supabase.url) : folderSource(mediaDir),
    cache: createDiskCache(config.pictureCache.dir, config.pictureCache.maxBytes, logEvent),
    ttlMs: config.catalogTtlMs,
    mediaBaseUrl: config.site.mediaBaseUrl,
    log: logEvent,
  });
  const liveUpdates = supabase
    ? createLiveUpdates({
        version: createSupabaseVersionSource(supabase),
        reloads: [() => catalog.refresh(), () => faq.refresh()],
        intervalMs: config.catalogCheckMs,
        log: logEvent,
      })
    : null;
  const enquiries = createEnquiries({
    dataDir: config.dataDir,
    supabase,
    rateLimit: config.enquiryRateLimit,
    retentionDays: config.enquiryRetentionDays,
    log: logEvent,
    mail: config.smtp ? { send: createSmtpSender(config.smtp.url, config.smtp.from), to: config.site.email } : null,
  });
  return { config, catalog, faq, pictures, liveUpdates, enquiries };
}

/** The request's services; throws when the server did not provide them. */
export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
