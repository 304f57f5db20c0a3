import { beforeEach, expect, test } from "vitest";
import { loaderArgs, settle } from "../../tests/support/loader";
import { createFaq, type Faq } from "~/faq/faq.server";
import { DEMO_FAQ_ROWS, DEMO_FAQ_ROWS_ES } from "~/faq/demo-faq";
import { createDemoFaqSource } from "~/faq/faq-source.server";
import { NO_STORE } from "~/document/http";
import { headers, loader } from "./faq";

// The /faq loader: the questions and their FAQPage data; 404 with no questions
// or no faq table (nothing links there then); 503 with no good read at all.

const state = { faq: undefined as Faq | undefined };

const quiet = () => {};
beforeEach(() => {
  state.faq = createFaq(createDemoFaqSource({ rows: DEMO_FAQ_ROWS, log: quiet }), { ttlMs: 60_000, log: quiet });
});

type Page = Awaited<ReturnType<typeof loader>>;

test("every published question, grouped, with FAQPage data listing exactly them", async () => {
  const outcome = await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })));
  expect(outcome.status).toBe(200);
  const { groups, jsonLd } = outcome.data as Page;
  const questions = groups.flatMap((group) => group.entries.map((entry) => entry.question));
  expect(questions).toHaveLength(DEMO_FAQ_ROWS.length);
  const page = jsonLd.find((node) => node["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
  expect(page.mainEntity.map((entry) => entry.name)).toEqual(questions);
});

test("/es/faq: the Spanish questions, with Spanish FAQPage data and breadcrumbs at Spanish addresses", async () => {
  state.faq = createFaq(createDemoFaqSource({ rows: [...DEMO_FAQ_ROWS, ...DEMO_FAQ_ROWS_ES], log: quiet }), { ttlMs: 60_000, log: quiet });
  const outcome = await settle(() => loader(loaderArgs("/es/faq", {}, { faq: state.faq })));
  expect(outcome.status).toBe(200);
  const { groups, jsonLd } = outcome.data as Page;
  expect(groups.flatMap((group) => group.entries.map((entry) => entry.question))).toEqual(DEMO_FAQ_ROWS_ES.map((row) => row.question));
  expect(groups[0]!.title).toBe("Requisitos y documentos");
  expect(jsonLd[0]).toMatchObject({ "@type": "FAQPage", url: "http://localhost:3000/es/faq", inLanguage: "es" });
  expect(jsonLd[1]).toMatchObject({
    itemListElement: [
      { name: "Inicio", item: "http://localhost:3000/es" },
      { name: "Requisitos y preguntas frecuentes", item: "http://localhost:3000/es/faq" },
    ],
  });
});

test("/es/faq with English rows only: the English questions under Spanish headings", async () => {
  const outcome = await settle(() => loader(loaderArgs("/es/faq", {}, { faq: state.faq })));
  const { groups } = outcome.data as Page;
  expect(groups.flatMap((group) => group.entries.map((entry) => entry.question))).toEqual(DEMO_FAQ_ROWS.map((row) => row.question));
  expect(groups.map((group) => group.title)).toContain("Cancelaciones");
});

test("no table yet, or no questions: 404 like any unknown page", async () => {
  state.faq = createFaq({ read: async () => ({ groups: { en: [], es: [] }, missing: true }) }, { ttlMs: 60_000, log: quiet });
  expect((await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })))).status).toBe(404);
  state.faq = createFaq({ read: async () => ({ groups: { en: [], es: [] }, missing: false }) }, { ttlMs: 60_000, log: quiet });
  expect((await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })))).status).toBe(404);
  expect((await settle(() => loader(loaderArgs("/es/faq", {}, { faq: state.faq })))).status).toBe(404);
});

test("a backend that has failed since start-up: 503, never stored by a cache", async () => {
  state.faq = createFaq({ read: () => Promise.reject(new Error("down")) }, { ttlMs: 60_000, retries: 0, log: quiet });
  const outcome = await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })));
  expect(outcome.status).toBe(503);
  expect(new Headers(headers({ loaderHeaders: new Headers(), errorHeaders: outcome.headers } as never)).get("Cache-Control")).toBe(NO_STORE);
});
