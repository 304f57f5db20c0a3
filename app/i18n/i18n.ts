import { useLocation } from "react-router";
import type { Locale } from "~/paraglide/runtime";

// The site's two languages (DESIGN.md, Languages): English at the root, Spanish
// under /es with the same path segments and slugs. A page's language is its
// URL's and nothing else's: no cookie, no Accept-Language, so every URL is one
// page for visitors, crawlers and caches alike.
//
// The words are paraglide-js messages (messages/{en,es}.json, compiled to
// app/paraglide by `npm run i18n`). Every message call names its locale,
// `m.nav_home({}, { locale })`: the server renders many pages at once, so no
// message may read a locale from anywhere global.

export type { Locale };

export const LOCALES = ["en", "es"] as const satisfies readonly Locale[];

/** The path prefix of a language: "" for English, "/es" for Spanish. */
const PREFIX: Record<Locale, string> = { en: "", es: "/es" };

/** BCP 47 tags for `Intl` (US English and US Spanish: dates as Miami writes them). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/** The language of a path: /es and everything under /es/ is Spanish. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The language of a request, from its URL. */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The English path of a page: /es/fleet -> /fleet, /es -> /. Paths outside /es stay as they are. */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(PREFIX.es.length) || "/";
}

/**
 * A site path in a language: ("es", "/fleet?brand=x") -> "/es/fleet?brand=x",
 * ("es", "/") -> "/es", ("es", "/#top") -> "/es#top". `path` is an English path.
 */
export function localePath(locale: Locale, path: string): string {
  const prefix = PREFIX[locale];
  if (prefix === "") return path;
  return /^\/(?=$|[?#])/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The other language: the one the language switch leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
