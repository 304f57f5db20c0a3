import { m } from "~/paraglide/messages";
import type { Locale } from "./i18n";

// The owner's known vocabularies (the values the catalog uses for fuel and
// gearbox, and "N/A"), said in a page's language. Matching ignores case and
// spacing; a value outside them is shown exactly as the owner wrote it. English
// pages always show the owner's own spelling. Used by loaders only: the
// tables never ship to the browser.

const FUEL_TYPES: Record<string, (locale: Locale) => string> = {
  gasoline: (locale) => m.vocab_fuel_gasoline({}, { locale }),
  gas: (locale) => m.vocab_fuel_gasoline({}, { locale }),
  petrol: (locale) => m.vocab_fuel_gasoline({}, { locale }),
  diesel: (locale) => m.vocab_fuel_diesel({}, { locale }),
  electric: (locale) => m.vocab_fuel_electric({}, { locale }),
  hybrid: (locale) => m.vocab_fuel_hybrid({}, { locale }),
  "plug-in hybrid": (locale) => m.vocab_fuel_plug_in_hybrid({}, { locale }),
  "n/a": (locale) => m.vocab_not_available({}, { locale }),
};

/** Gearbox kinds written alone ("Automatic") or after a number of speeds ("9-Speed Automatic"). */
const GEARBOXES: Record<string, { alone: (locale: Locale) => string; speeds: (speeds: string, locale: Locale) => string }> = {
  automatic: {
    alone: (locale) => m.vocab_gearbox_automatic({}, { locale }),
    speeds: (speeds, locale) => m.vocab_gearbox_automatic_speeds({ speeds }, { locale }),
  },
  manual: {
    alone: (locale) => m.vocab_gearbox_manual({}, { locale }),
    speeds: (speeds, locale) => m.vocab_gearbox_manual_speeds({ speeds }, { locale }),
  },
  "dual-clutch": {
    alone: (locale) => m.vocab_gearbox_dual_clutch({}, { locale }),
    speeds: (speeds, locale) => m.vocab_gearbox_dual_clutch_speeds({ speeds }, { locale }),
  },
};

/** Makers' gearbox names, kept as the owner wrote them: "8-Speed PDK" -> "PDK de 8 velocidades". */
const NAMED_GEARBOXES = new Set(["pdk", "s tronic", "tiptronic", "tiptronic s", "dct", "cvt"]);

function key(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A fuel type in `locale`, or the owner's value when it is not a known one. */
export function fuelTypeIn(value: string | null, locale: Locale): string | null {
  if (value === null || locale === "en") return value;
  return FUEL_TYPES[key(value)]?.(locale) ?? value;
}

/** A transmission in `locale`, or the owner's value when it is not a known one. */
export function transmissionIn(value: string | null, locale: Locale): string | null {
  if (value === null || locale === "en") return value;
  const normal = key(value);
  if (normal === "n/a") return m.vocab_not_available({}, { locale });
  const alone = GEARBOXES[normal];
  if (alone) return alone.alone(locale);
  const numbered = /^(\d{1,2})[- ]speed (.+)$/.exec(normal);
  if (!numbered) return value;
  const [, speeds = "", kind = ""] = numbered;
  const known = GEARBOXES[kind];
  if (known) return known.speeds(speeds, locale);
  if (!NAMED_GEARBOXES.has(kind)) return value;
  // The maker's name in the owner's own spelling ("S tronic", not "s tronic").
  const name = value.trim().replace(/^\d{1,2}[- ]speed\s+/i, "");
  return m.vocab_gearbox_named_speeds({ speeds, name }, { locale });
}
