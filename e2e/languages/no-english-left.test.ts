import { describe, expect, test } from "vitest";
import { formatPhone } from "../../app/lib/site";
import { EXPECTED_404, openPage } from "../support/browser";
import { MISSING, PAGES, twin, type Twin } from "../support/languages";
import { isShared, jsonLdWords, readableStrings, sharedNames, type Word } from "../support/page-words";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// The no-English-left scan (issue 29): every string a visitor can read on a
// Spanish page (text, aria-labels, alt texts, titles, placeholders, button
// values, the title, description and social tags, the JSON-LD), with
// JavaScript off and after hydration, is compared with its English twin's. A
// string found on both fails unless it is a shared name or has no words
// (e2e/support/page-words.ts says which). Also: a Spanish page's links and
// forms stay in Spanish, and its JSON-LD says `inLanguage: "es"`.
// A failure lists each page's strings that never entered the catalogue.

const env = siteAndBrowserForFile();

const NAMES = sharedNames({ name: "Miami Exotic Rentals (demo)", email: "bookings@example.com", phoneDisplay: formatPhone("+13055550100") });

type Reading = { words: Word[]; links: string[]; inLanguage: string[]; types: string[] };

/** What a page shows with JavaScript off and once hydrated, together. */
async function read(path: string): Promise<Reading> {
  const reading: Reading = { words: [], links: [], inLanguage: [], types: [] };
  for (const js of [false, true]) {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    await page.goto(`${env.site.url}${path}`);
    reading.words.push(...(await readableStrings(page, { noscript: !js })));
    const ld = await jsonLdWords(page);
    reading.words.push(...ld.words);
    if (!js) {
      reading.inLanguage = ld.inLanguage;
      reading.types = ld.types;
      // Where the page's own links and forms lead (the language switch, marked hreflang, leads away on purpose).
      reading.links = await page.evaluate(() => [
        ...[...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']:not([hreflang])")].map((link) => `link ${link.getAttribute("href")}`),
        ...[...document.querySelectorAll<HTMLFormElement>("form[action^='/']")].map((form) => `form ${form.getAttribute("action")}`),
      ]);
    }
    await t.finish([EXPECTED_404]);
  }
  return reading;
}

/** The Spanish page's strings that its English twin has too, once each, with where they are. */
function untranslated(spanish: Word[], english: Word[]): string[] {
  const englishTexts = new Set(english.map((word) => word.text));
  const found = new Map<string, string>();
  for (const word of spanish) {
    if (!englishTexts.has(word.text) || isShared(word.text, NAMES) || found.has(word.text)) continue;
    found.set(word.text, `${word.where}: ${JSON.stringify(word.text)}`);
  }
  return [...found.values()];
}

/** Site addresses a Spanish page may name as they are: files, pictures, the sitemap. */
const LANGUAGE_FREE = /^(link|form) \/(img|media|assets|fonts)\/|^link \/(sitemap\.xml|robots\.txt|favicon)/;

describe("no English left on a Spanish page", () => {
  test.each([...PAGES, ...MISSING].map(twin))("$spanish (twin of $english)", async ({ english, spanish }: Twin) => {
    const [en, es] = [await read(english), await read(spanish)];
    expect(es.words.length, `${spanish}: strings read`).toBeGreaterThan(20);
    const left = untranslated(es.words, en.words);
    expect.soft(left, `${spanish}: ${left.length} strings read the same as on ${english}`).toEqual([]);
    const leaving = [...new Set(es.links)].filter((target) => !LANGUAGE_FREE.test(target) && !/^(link|form) \/es(?=$|[/?#])/.test(target));
    expect.soft(leaving, `${spanish}: links and forms leading to English pages`).toEqual([]);
    if (es.types.length > 0) {
      expect.soft(es.inLanguage, `${spanish}: JSON-LD (${es.types.join(", ")}) declares inLanguage "es"`).toContain("es");
      expect.soft(es.inLanguage.filter((language) => language !== "es"), `${spanish}: JSON-LD in another language`).toEqual([]);
    }
    // The twin says its own language wherever it says one.
    expect.soft(en.inLanguage.filter((language) => language !== "en"), `${english}: JSON-LD in another language`).toEqual([]);
  });
});

test("the scan itself: shared names and numbers pass, words do not", () => {
  for (const text of ["Lamborghini Urus", "ROLLS-ROYCE CULLINAN BLACK BADGE", "Mercedes-Maybach GLS 600", "$1,495", "2024", "24/7", "Lamborghini Urus | Miami Exotic Rentals (demo)", "(305) 555-0100", "Pearl Orange", "657 hp"]) {
    expect(isShared(text, NAMES), text).toBe(true);
  }
  for (const text of ["Lamborghini Urus, photo 1 of 3", "Available", "per day", "Fleet", "Rent a Ferrari in Miami", "N/A", "Gasoline", "a.m.", "hp and torque"]) {
    expect(isShared(text, NAMES), text).toBe(false);
  }
});
