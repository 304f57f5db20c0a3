import { beforeEach, expect, test } from "vitest";
import { loaderArgs, settle } from "../../tests/support/loader";
import { createFaq, type Faq } from "~/lib/faq.server";
import { DEMO_FAQ_ROWS } from "~/lib/demo-faq";
import { createDemoFaqSource } from "~/lib/faq-source.server";
import { NO_STORE } from "~/lib/http";
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

test("no table yet, or no questions: 404 like any unknown page", async () => {
  state.faq = createFaq({ read: async () => ({ groups: [], missing: true }) }, { ttlMs: 60_000, log: quiet });
  expect((await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })))).status).toBe(404);
  state.faq = createFaq({ read: async () => ({ groups: [], missing: false }) }, { ttlMs: 60_000, log: quiet });
  expect((await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })))).status).toBe(404);
});

test("a backend that has failed since start-up: 503, never stored by a cache", async () => {
  state.faq = createFaq({ read: () => Promise.reject(new Error("down")) }, { ttlMs: 60_000, retries: 0, log: quiet });
  const outcome = await settle(() => loader(loaderArgs("/faq", {}, { faq: state.faq })));
  expect(outcome.status).toBe(503);
  expect(new Headers(headers({ loaderHeaders: new Headers(), errorHeaders: outcome.headers } as never)).get("Cache-Control")).toBe(NO_STORE);
});
