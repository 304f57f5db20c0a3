import { localePath, type Locale } from "../i18n/i18n";
import { absoluteUrl, type SiteConfig } from "../lib/site";

// The requirements and FAQ page (/faq, /es/faq): its fixed sections, in page
// order, and the questions as the page receives them. Rows come from the `faq`
// table (or the embedded demo set) through faq-source.server.ts. A section's
// anchor is the same in both languages, so a link to it needs no translation;
// its title is a message (faq_topic_<key>), given to the page by the server.

export const FAQ_TOPICS = [
  { key: "requirements", anchor: "requirements-and-documents" },
  { key: "deposit", anchor: "deposit-and-payment" },
  { key: "insurance", anchor: "insurance" },
  { key: "mileage", anchor: "mileage-and-travel-limits" },
  { key: "delivery", anchor: "delivery-and-pick-up" },
  { key: "yacht", anchor: "yacht-charter" },
  { key: "cancellations", anchor: "cancellations" },
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number]["key"];
export const FAQ_TOPIC_KEYS = FAQ_TOPICS.map((topic) => topic.key) as [FaqTopic, ...FaqTopic[]];

export type FaqEntry = {
  /** The answer's id on the page: /faq#anchor opens it. */
  anchor: string;
  question: string;
  paragraphs: string[];
};

export type FaqGroup = { topic: FaqTopic; title: string; anchor: string; entries: FaqEntry[] };

/** The page in each language: its sections with questions, in page order. */
export type FaqPages = Record<Locale, FaqGroup[]>;

export const FAQ_PATH = "/faq";

/**
 * Where a link about `topic` should go: its section of /faq, or the page's
 * top when that section is empty; null when there is no FAQ at all. An
 * English path: a link shows it through localePath.
 */
export function faqHref(topics: readonly FaqTopic[], topic: FaqTopic): string | null {
  if (topics.length === 0) return null;
  const section = FAQ_TOPICS.find((entry) => entry.key === topic)!;
  return topics.includes(topic) ? `${FAQ_PATH}#${section.anchor}` : FAQ_PATH;
}

/** An address for a question: lowercase words joined by hyphens, at most 60 characters. */
export function anchorFrom(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let anchor = "";
  for (const word of words) {
    const next = anchor ? `${anchor}-${word}` : word;
    if (next.length > 60) break;
    anchor = next;
  }
  return anchor || "question";
}

/** Plain text to paragraphs: a blank line starts a new one; single line breaks are spaces. */
export function paragraphsOf(answer: string): string[] {
  return answer
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * FAQPage structured data with exactly the questions the page shows, each
 * answer as its paragraphs joined by a blank line, each with its own URL, in
 * the page's language.
 */
export function faqJsonLd(site: Pick<SiteConfig, "siteUrl">, groups: readonly FaqGroup[], locale: Locale = "en") {
  const url = absoluteUrl(site, localePath(locale, FAQ_PATH));
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    inLanguage: locale,
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        url: `${url}#${entry.anchor}`,
        acceptedAnswer: { "@type": "Answer", text: entry.paragraphs.join("\n\n") },
      })),
    ),
  };
}
