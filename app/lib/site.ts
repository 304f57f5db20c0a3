// The business facts every page shows. The server fills `SiteConfig` from the
// environment (config.server.ts); the browser receives the same public values
// through the root loader. Nothing secret belongs here.

export type SiteConfig = {
  name: string;
  email: string;
  /** E.164, e.g. +13055550100 */
  phone: string;
  socialUrl: string;
  timezone: string;
  /** Canonical origin without a trailing slash, e.g. https://example.com */
  siteUrl: string;
  /** Base URL that `media(path)` appends storage paths to. */
  mediaBaseUrl: string;
  quickBookingVideos: { car: string; yacht: string };
};

export const YACHT = {
  lengthFt: 60,
  guests: 12,
  pricePerHour: 375,
  durations: [4, 6, 8],
  minimumHours: 4,
} as const;

export type YachtDuration = (typeof YACHT.durations)[number];

/** The five vehicle pages the footer always links to (SPEC.md, DESIGN.md). */
/**
 * The footer's fixed vehicle links. Where the fleet lacks one, the link leads to
 * the closest page it has (app/catalog/footer-links.ts): the same brand and model,
 * else the brand's fleet, else /fleet.
 */
export const FOOTER_VEHICLES = [
  { slug: "mclaren-gt-blue", label: "McLaren GT", brand: "McLaren", model: "GT" },
  { slug: "mercedes-gls-600-black", label: "Mercedes-Maybach GLS 600", brand: "Mercedes", model: "GLS 600" },
  { slug: "rolls-royce-cullinan-glacier-white", label: "Rolls-Royce Cullinan", brand: "Rolls-Royce", model: "Cullinan" },
  { slug: "lamborghini-urus-orange", label: "Lamborghini Urus", brand: "Lamborghini", model: "Urus" },
  { slug: "mercedes-g63-blue", label: "Mercedes G63", brand: "Mercedes", model: "G63" },
] as const;

export const COPYRIGHT_YEAR = 2025;

/** `tel:` target for an E.164 number. */
export function telHref(phone: string): string {
  return `tel:${phone}`;
}

/** A readable US number: +13055550100 -> (305) 555-0100; others stay as given. */
export function formatPhone(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}

/** Digits only, as wa.me wants them. */
export function whatsappNumber(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function whatsappHref(phone: string, text: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/** Public URL of a file in the `media` storage bucket (or the demo copy in public/). */
export function mediaUrl(site: Pick<SiteConfig, "mediaBaseUrl">, path: string): string {
  return `${site.mediaBaseUrl}/${path.replace(/^\/+/, "")}`;
}

export function absoluteUrl(site: Pick<SiteConfig, "siteUrl">, path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
