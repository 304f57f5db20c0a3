import { expect, test } from "vitest";
import { DEMO_FAQ_ROWS } from "./demo-faq";
import { anchorFrom, faqHref, faqJsonLd, paragraphsOf } from "./faq";
import { parseFaqRows } from "./faq-source.server";
import type { LogFields } from "./log.server";

const logs: { event: string; fields?: LogFields }[] = [];
const intake = { source: "test", log: (_level: string, event: string, fields?: LogFields) => logs.push({ event, fields }) };

const row = (over: Record<string, unknown>) => ({ topic: "insurance", question: "Q?", answer: "A.", position: 0, published: true, anchor: null, ...over });

test("the demo set covers every section of the page, in the page's order", () => {
  const groups = parseFaqRows(DEMO_FAQ_ROWS, intake);
  expect(groups.map((group) => group.title)).toEqual([
    "Requirements and documents",
    "Deposit and payment",
    "Insurance",
    "Mileage and travel limits",
    "Delivery and pick-up",
    "Yacht charter",
    "Cancellations",
  ]);
  const anchors = groups.flatMap((group) => [group.anchor, ...group.entries.map((entry) => entry.anchor)]);
  expect(new Set(anchors).size).toBe(anchors.length);
});

test("answers that depend on the vehicle say where the figure is", () => {
  const text = (anchor: string) => DEMO_FAQ_ROWS.find((entry) => entry.anchor === anchor)!.answer;
  for (const anchor of ["minimum-age", "security-deposit", "miles-included", "minimum-rental"]) {
    expect(text(anchor), anchor).toMatch(/Rental terms/);
  }
});

test("within a section by position; drafts and bad rows left out, bad rows logged", () => {
  logs.length = 0;
  const groups = parseFaqRows(
    [
      row({ question: "Second?", position: 2 }),
      row({ question: "First?", position: 1 }),
      row({ question: "Draft?", published: false }),
      row({ topic: "parking", question: "Where do I park?" }),
      row({ question: "  ", answer: "Blank question." }),
      { topic: "insurance", question: 42, answer: "A." },
    ],
    intake,
  );
  expect(groups).toHaveLength(1);
  expect(groups[0]!.entries.map((entry) => entry.question)).toEqual(["First?", "Second?"]);
  expect(logs.filter((entry) => entry.event === "faq.row_skipped")).toHaveLength(3);
});

test("anchors: the owner's when valid, else made from the question; never twice, never a section's", () => {
  logs.length = 0;
  const groups = parseFaqRows(
    [
      row({ question: "Is my own insurance enough?", anchor: "Bad Anchor!", position: 1 }),
      row({ question: "Insurance", position: 2 }),
      row({ question: "Other", anchor: "cover", position: 3 }),
      row({ question: "Again", anchor: "cover", position: 4 }),
    ],
    intake,
  );
  expect(groups[0]!.entries.map((entry) => entry.anchor)).toEqual(["is-my-own-insurance-enough", "insurance-2", "cover", "cover-2"]);
  expect(logs.map((entry) => entry.event)).toEqual(["faq.anchor_invalid"]);
  expect(anchorFrom("Où est l'aéroport ? Can you deliver there, to MIA, at 3 am — and what does it cost in total?")).toBe(
    "ou-est-l-aeroport-can-you-deliver-there-to-mia-at-3-am-and",
  );
});

test("an answer's blank lines make paragraphs; single line breaks are spaces", () => {
  expect(paragraphsOf("One\nline.\r\n\r\n  Two.  \n\n\n")).toEqual(["One line.", "Two."]);
});

test("FAQPage JSON-LD holds exactly the questions shown, with their answers and anchors", () => {
  const groups = parseFaqRows(DEMO_FAQ_ROWS, intake);
  const data = faqJsonLd({ siteUrl: "https://www.example.com" }, groups);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.map((entry) => entry.name)).toEqual(groups.flatMap((group) => group.entries.map((entry) => entry.question)));
  expect(data.mainEntity[0]).toEqual({
    "@type": "Question",
    name: "How old do I have to be to rent?",
    url: "https://www.example.com/faq#minimum-age",
    acceptedAnswer: { "@type": "Answer", text: paragraphsOf(DEMO_FAQ_ROWS[0]!.answer).join("\n\n") },
  });
});

test("links to a topic go to its section, to the page when the section is empty, nowhere without a FAQ", () => {
  expect(faqHref(["requirements", "yacht"], "yacht")).toBe("/faq#yacht-charter");
  expect(faqHref(["requirements"], "yacht")).toBe("/faq");
  expect(faqHref([], "yacht")).toBeNull();
});
