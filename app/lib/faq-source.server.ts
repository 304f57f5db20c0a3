import * as v from "valibot";
import type { ReadOptions } from "./catalog-source.server";
import { anchorFrom, FAQ_TOPIC_KEYS, FAQ_TOPICS, paragraphsOf, type FaqGroup } from "./faq";
import type { Logger } from "./log.server";

// Where /faq's questions come from: the `faq` table or the embedded demo set,
// both through this intake. A bad row is logged and skipped, like a vehicle's.

/** `missing`: the backend has no faq table yet (the migration has not run). */
export type FaqContent = { groups: FaqGroup[]; missing: boolean };

export type FaqSource = { read(options?: ReadOptions): Promise<FaqContent> };

export type FaqIntake = { log: Logger; source: string };

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const FaqRowSchema = v.object({
  topic: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(FAQ_TOPIC_KEYS, `must be one of ${FAQ_TOPIC_KEYS.join(", ")}`)),
  question: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  answer: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  position: v.nullish(v.pipe(v.number(), v.integer()), 0),
  published: v.nullish(v.boolean(), true),
  anchor: v.nullish(v.pipe(v.string(), v.trim()), null),
});

/** Published questions grouped by topic in the page's order, each with a unique anchor. */
export function parseFaqRows(rows: unknown, intake: FaqIntake): FaqGroup[] {
  if (!Array.isArray(rows)) throw new Error(`${intake.source}: expected a list of questions, got ${rows === null ? "null" : typeof rows}`);
  const parsed: v.InferOutput<typeof FaqRowSchema>[] = [];
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
  const order = (topic: string) => FAQ_TOPIC_KEYS.indexOf(topic as (typeof FAQ_TOPIC_KEYS)[number]);
  parsed.sort((a, b) => order(a.topic) - order(b.topic) || a.position - b.position || a.question.localeCompare(b.question));

  // Section headings own their ids; a question never takes one twice.
  const taken = new Set<string>(FAQ_TOPICS.map((topic) => topic.anchor));
  const groups = FAQ_TOPICS.map((topic): FaqGroup => ({ topic: topic.key, title: topic.title, anchor: topic.anchor, entries: [] }));
  for (const row of parsed) {
    let base = row.anchor ?? "";
    if (base && !ANCHOR.test(base)) {
      intake.log("warn", "faq.anchor_invalid", { source: intake.source, question: row.question.slice(0, 80), anchor: base.slice(0, 80) });
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
  let groups: FaqGroup[] | undefined;
  return {
    async read() {
      groups ??= parseFaqRows(rows, { ...intake, source: "demo" });
      return { groups, missing: false };
    },
  };
}
