import * as v from "valibot";
import type { ReadOptions } from "../catalog/catalog-source.server";
import { anchorFrom, FAQ_TOPIC_KEYS, FAQ_TOPICS, paragraphsOf, type FaqGroup, type FaqPages, type FaqTopic } from "./faq";
import { LOCALES, type Locale } from "../i18n/i18n";
import type { Logger } from "../lib/log.server";
import { m } from "~/paraglide/messages";

// Where /faq's questions come from: the `faq` table or the embedded demo set,
// both through this intake. A bad row is logged and skipped, like a vehicle's.
//
// Each row is in one language (`language`, English when the column is absent:
// a table from before 20261127130000_faq_language.sql). /faq shows the English
// rows; /es/faq the Spanish ones, and for a section with no Spanish rows the
// English ones, so the Spanish page never has fewer sections than the English.

/** `missing`: the backend has no faq table yet (the migration has not run). */
export type FaqContent = { groups: FaqPages; missing: boolean };

export type FaqSource = { read(options?: ReadOptions): Promise<FaqContent> };

export type FaqIntake = { log: Logger; source: string };

export const NO_FAQ: FaqPages = { en: [], es: [] };

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const FaqRowSchema = v.object({
  topic: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(FAQ_TOPIC_KEYS, `must be one of ${FAQ_TOPIC_KEYS.join(", ")}`)),
  question: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  answer: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  position: v.nullish(v.pipe(v.number(), v.integer()), 0),
  published: v.nullish(v.boolean(), true),
  anchor: v.nullish(v.pipe(v.string(), v.trim()), null),
  language: v.nullish(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(LOCALES, `must be one of ${LOCALES.join(", ")}`)), "en"),
});

type FaqRow = v.InferOutput<typeof FaqRowSchema>;

const TOPIC_TITLES: Record<FaqTopic, (inputs: object, options: { locale: Locale }) => string> = {
  requirements: m.faq_topic_requirements,
  deposit: m.faq_topic_deposit,
  insurance: m.faq_topic_insurance,
  mileage: m.faq_topic_mileage,
  delivery: m.faq_topic_delivery,
  yacht: m.faq_topic_yacht,
  cancellations: m.faq_topic_cancellations,
};

const order = (topic: string) => FAQ_TOPIC_KEYS.indexOf(topic as FaqTopic);

/** Published questions grouped by topic in the page's order, each with an anchor unique on its page, in both languages. */
export function parseFaqRows(rows: unknown, intake: FaqIntake): FaqPages {
  if (!Array.isArray(rows)) throw new Error(`${intake.source}: expected a list of questions, got ${rows === null ? "null" : typeof rows}`);
  const parsed: FaqRow[] = [];
  rows.forEach((row: unknown, index) => {
    const result = v.safeParse(FaqRowSchema, row);
    if (!result.success) {
      intake.log("warn", "faq.row_skipped", {
        source: intake.source,
        index,
        issues: result.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? "row"}: ${issue.message}`),
      });
      return;
    }
    if (result.output.published) parsed.push(result.output);
  });
  parsed.sort((a, b) => order(a.topic) - order(b.topic) || a.position - b.position || a.question.localeCompare(b.question));

  const english = parsed.filter((row) => row.language === "en");
  const spanish = parsed.filter((row) => row.language === "es");
  const spanishTopics = new Set(spanish.map((row) => row.topic));
  // Spanish where a section has it, English for the rest (the rows stay in page order).
  const spanishPage = parsed.filter((row) => (row.language === "es") === spanishTopics.has(row.topic));
  return { en: groupRows(english, "en", intake), es: groupRows(spanishPage, "es", intake) };
}

function groupRows(rows: FaqRow[], locale: Locale, intake: FaqIntake): FaqGroup[] {
  // Section headings own their ids; a question never takes one twice.
  const taken = new Set<string>(FAQ_TOPICS.map((topic) => topic.anchor));
  const groups = FAQ_TOPICS.map(
    (topic): FaqGroup => ({ topic: topic.key, title: TOPIC_TITLES[topic.key]({}, { locale }), anchor: topic.anchor, entries: [] }),
  );
  for (const row of rows) {
    let base = row.anchor ?? "";
    if (base && !ANCHOR.test(base)) {
      // Logged once, from the page the row is written for.
      if (row.language === locale) {
        intake.log("warn", "faq.anchor_invalid", { source: intake.source, question: row.question.slice(0, 80), anchor: base.slice(0, 80) });
      }
      base = "";
    }
    base ||= anchorFrom(row.question);
    let anchor = base;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
    taken.add(anchor);
    groups[order(row.topic)]!.entries.push({ anchor, question: row.question, paragraphs: paragraphsOf(row.answer) });
  }
  return groups.filter((group) => group.entries.length > 0);
}

export function createDemoFaqSource({ rows, ...intake }: { rows: unknown[]; log: Logger }): FaqSource {
  let groups: FaqPages | undefined;
  return {
    async read() {
      groups ??= parseFaqRows(rows, { ...intake, source: "demo" });
      return { groups, missing: false };
    },
  };
}
