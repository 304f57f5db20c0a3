import type { Page } from "playwright-core";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";

// What a visitor can read on a page, for the no-English-left scan
// (e2e/languages/no-english-left.test.ts): the text of every element (hidden states
// included: a closed menu, the contact popover, a submit button's pending
// label), the attributes people read (aria-label, alt, title, placeholder, a
// button's value), the title and the description and social tags, and the
// JSON-LD's text. Text marked as another language (`lang`, the language
// switch) is left out: it is meant to be.

export type Word = { where: string; text: string };

/** Runs in the page: every readable string with a short note of where it is. */
export function readableStrings(page: Page, { noscript }: { noscript: boolean }): Promise<Word[]> {
  return page.evaluate((noscriptIsMarkup) => {
    const pageLanguage = document.documentElement.lang;
    const words: { where: string; text: string }[] = [];
    const clean = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    const place = (element: Element) => {
      const landmark = element.closest("header, main, footer, #contact-panel, #site-menu, head");
      const name = (node: Element) => `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}`;
      return landmark && landmark !== element ? `${name(landmark)} ${name(element)}` : name(element);
    };
    const foreign = (element: Element) => {
      const marked = element.closest("[lang]")?.getAttribute("lang");
      return marked !== undefined && marked !== null && marked.split("-")[0] !== pageLanguage;
    };
    const add = (where: string, text: string | null) => {
      const cleaned = clean(text);
      if (cleaned) words.push({ where, text: cleaned });
    };
    const skipped = noscriptIsMarkup ? "script, style, template" : "script, style, template, noscript";
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest(skipped) || foreign(element)) continue;
      // The element's own text, its text nodes joined as the browser lays them out.
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join("");
      add(place(element), own);
      for (const attribute of ["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "aria-placeholder", "alt", "title", "placeholder", "label"]) {
        if (element.hasAttribute(attribute)) add(`${attribute} of ${place(element)}`, element.getAttribute(attribute));
      }
      if (element instanceof HTMLInputElement && ["submit", "button", "reset"].includes(element.type)) add(`value of ${place(element)}`, element.value);
    }
    add("title", document.title);
    for (const meta of document.head.querySelectorAll("meta[name], meta[property]")) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property")!;
      if (/^(description|og:(title|description|image:alt|site_name)|twitter:(title|description|image:alt))$/.test(key)) add(`meta ${key}`, meta.getAttribute("content"));
    }
    return words;
  }, noscript);
}

/** JSON-LD keys whose values are addresses, codes or identifiers, not words. */
const JSON_LD_CODES = new Set([
  "url",
  "item",
  "image",
  "logo",
  "sameAs",
  "telephone",
  "email",
  "unitCode",
  "priceCurrency",
  "availability",
  "businessFunction",
  "priceComponentType",
  "inLanguage",
  "opens",
  "closes",
  "dayOfWeek",
  "addressCountry",
  "addressRegion",
  "postalCode",
]);

/** Every JSON-LD node's text (names, descriptions, answers), the inLanguage values found, and the top-level types. */
export async function jsonLdWords(page: Page): Promise<{ words: Word[]; inLanguage: string[]; types: string[] }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const words: Word[] = [];
  const inLanguage: string[] = [];
  const types: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}[${index}]`));
    if (value === null || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "inLanguage" && typeof child === "string") inLanguage.push(child);
      if (key === "@type" && typeof child === "string" && !/\.[a-zA-Z]/.test(path.replace(/\[\d+\]/g, ""))) types.push(child);
      if (key.startsWith("@") || JSON_LD_CODES.has(key)) continue;
      if (typeof child === "string") words.push({ where: `JSON-LD ${path}.${key}`, text: child.replace(/\s+/g, " ").trim() });
      else walk(child, `${path}.${key}`);
    }
  };
  for (const block of blocks) walk(JSON.parse(block), "");
  return { words, inLanguage, types };
}

/**
 * What a Spanish page may share with its English twin, kept small:
 * - names that are the same in every language: the fleet's brands, models,
 *   variants and colours (the owner's words for a car's paint have no Spanish
 *   version; the brand wall's ten are among them), the business's name, phone and mailbox, the
 *   places Miami and Florida, and the services WhatsApp and Instagram;
 * - words spelled the same in both languages where the Spanish is the right
 *   word: "Total" (the yacht form's price line);
 * - anything with no word once those are taken out (a word: two letters or
 *   more, "N/A" included; "hp", the unit US Spanish writes too, is not one):
 *   prices, years, numbers, "24/7", punctuation, "|" between a name and the business.
 * The owner's descriptions, features and FAQ are not on it: the demo has Spanish
 * for all of them (issue 29), so English there is a string that was missed.
 */
export function sharedNames(site: { name: string; email: string; phoneDisplay: string }): string[] {
  const fromFleet = DEMO_VEHICLE_ROWS.flatMap((row) => [row.brand, row.model, row.variant, row.color_exterior, row.color_interior]);
  const names = [...fromFleet, site.name, site.email, site.phoneDisplay, "Miami", "Florida", "WhatsApp", "Instagram", "Total"];
  return [...new Set(names.filter((name): name is string => Boolean(name)).map((name) => name.toLowerCase()))].sort((a, b) => b.length - a.length);
}

/** Whether `text` may read the same in both languages: nothing but shared names, numbers and signs. */
export function isShared(text: string, names: readonly string[]): boolean {
  let rest = text.toLowerCase();
  for (const name of names) rest = rest.split(name).join(" ");
  rest = rest.replace(/(?<=\d\s?)hp\b/gu, " ");
  return !/\p{L}(?:[/.]?\p{L})+/u.test(rest);
}
