import { expect, test } from "vitest";
import { DEMO_FAQ_ROWS, DEMO_FAQ_ROWS_ES } from "./demo-faq";
import { anchorFrom, faqHref, faqJsonLd, paragraphsOf } from "./faq";
import { parseFaqRows } from "./faq-source.server";
import type { LogFields } from "../lib/log.server";

const logs: { event: string; fields?: LogFields }[] = [];
const intake = { source: "test", log: (_level: string, event: string, fields?: LogFields) => logs.push({ event, fields }) };

const row = (over: Record<string, unknown>) => ({ topic: "insurance", question: "Q?", answer: "A.", position: 0, published: true, anchor: null, ...over });

test("the demo set covers every section of the page, in the page's order", () => {
  const groups = parseFaqRows(DEMO_FAQ_ROWS, intake).en;
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
  ).en;
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
  ).en;
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
  const groups = parseFaqRows(DEMO_FAQ_ROWS, intake).en;
  const data = faqJsonLd({ siteUrl: "https://www.example.com" }, groups);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.map((entry) => entry.name)).toEqual(groups.flatMap((group) => group.entries.map((entry) => entry.question)));
  expect(data.mainEntity[0]).toEqual({
    "@type": "Question",
    name: "How old do I have to be to rent?",
    url: "https://www.example.com/faq#minimum-age",
    acceptedAnswer: { "@type": "Answer", text: paragraphsOf(DEMO_FAQ_ROWS[0]!.answer).join("\n\n") },
  });
  expect(data.inLanguage).toBe("en");
});

test("the demo has every question in Spanish, under the same anchors, with Spanish section titles", () => {
  const pages = parseFaqRows([...DEMO_FAQ_ROWS, ...DEMO_FAQ_ROWS_ES], intake);
  const entries = (locale: "en" | "es") => pages[locale].flatMap((group) => group.entries);
  expect(entries("en").map((entry) => entry.question)).toEqual(DEMO_FAQ_ROWS.map((entry) => entry.question));
  expect(entries("es").map((entry) => entry.question)).toEqual(DEMO_FAQ_ROWS_ES.map((entry) => entry.question));
  expect(entries("es").map((entry) => entry.anchor)).toEqual(entries("en").map((entry) => entry.anchor));
  expect(pages.es.map((group) => group.anchor)).toEqual(pages.en.map((group) => group.anchor));
  expect(pages.es.map((group) => group.title)).toEqual([
    "Requisitos y documentos",
    "Depósito y pago",
    "Seguro",
    "Millaje y límites de viaje",
    "Entrega y recogida",
    "Alquiler de yate",
    "Cancelaciones",
  ]);
  // Every Spanish question and answer differs from its English one (none left untranslated).
  DEMO_FAQ_ROWS_ES.forEach((spanish, index) => {
    expect(spanish.question).not.toBe(DEMO_FAQ_ROWS[index]!.question);
    expect(spanish.answer).not.toBe(DEMO_FAQ_ROWS[index]!.answer);
  });
});

test("/es/faq: a section's Spanish rows where it has any, else its English rows; a row without a language is English", () => {
  logs.length = 0;
  const pages = parseFaqRows(
    [
      row({ topic: "insurance", question: "Is my insurance enough?", anchor: "cover", language: "en" }),
      row({ topic: "insurance", question: "¿Basta con mi seguro?", anchor: "cover", language: "es" }),
      row({ topic: "yacht", question: "Is there a bar?", language: undefined }),
      row({ topic: "yacht", question: "Draft in Spanish?", language: "es", published: false }),
      row({ topic: "delivery", question: "¿Solo en español?", language: "ES" }),
      row({ topic: "deposit", question: "Auf Deutsch?", language: "de" }),
    ],
    intake,
  );
  const questions = (locale: "en" | "es") => pages[locale].map((group) => [group.topic, group.entries.map((entry) => entry.question)]);
  expect(questions("en")).toEqual([
    ["insurance", ["Is my insurance enough?"]],
    ["yacht", ["Is there a bar?"]],
  ]);
  expect(questions("es")).toEqual([
    ["insurance", ["¿Basta con mi seguro?"]],
    ["delivery", ["¿Solo en español?"]],
    ["yacht", ["Is there a bar?"]],
  ]);
  expect(pages.es[0]!.entries[0]!.anchor).toBe("cover");
  expect(logs.filter((entry) => entry.event === "faq.row_skipped")).toHaveLength(1);
});

test("Spanish FAQPage JSON-LD: the Spanish page's URL and language", () => {
  const groups = parseFaqRows([...DEMO_FAQ_ROWS, ...DEMO_FAQ_ROWS_ES], intake).es;
  const data = faqJsonLd({ siteUrl: "https://www.example.com" }, groups, "es");
  expect(data).toMatchObject({ url: "https://www.example.com/es/faq", inLanguage: "es" });
  expect(data.mainEntity[0]).toMatchObject({ name: "¿Qué edad necesito para alquilar?", url: "https://www.example.com/es/faq#minimum-age" });
});

test("links to a topic go to its section, to the page when the section is empty, nowhere without a FAQ", () => {
  expect(faqHref(["requirements", "yacht"], "yacht")).toBe("/faq#yacht-charter");
  expect(faqHref(["requirements"], "yacht")).toBe("/faq");
  expect(faqHref([], "yacht")).toBeNull();
});
