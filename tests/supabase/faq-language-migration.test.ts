import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_FAQ_ROWS, DEMO_FAQ_ROWS_ES } from "~/faq/demo-faq";
import { parseFaqRows } from "~/faq/faq-source.server";
import { applyMigrations, asRole, createDatabaseBefore, createProjectDatabase, migrationFiles } from "./database";

// The FAQ-by-language migration on a real PostgreSQL with Supabase's roles:
// existing questions become English, a Spanish row shares its English row's
// anchor, and the site reads both pages from what anon sees.

const MIGRATION = "20261127130000_faq_language.sql";
const INSERT =
  "insert into public.faq (id, topic, question, answer, position, published, anchor, language) values ($1, $2, $3, $4, $5, $6, $7, $8)";

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase({ seed: true });
  for (const row of [...DEMO_FAQ_ROWS, ...DEMO_FAQ_ROWS_ES]) {
    await db.query(INSERT, [row.id, row.topic, row.question, row.answer, row.position, row.published, row.anchor, row.language]);
  }
});
afterAll(async () => {
  await db?.close();
});

test("it applies after the migration that makes the faq table", () => {
  const names = migrationFiles().map((file) => file.split("/").pop()!);
  expect(names.indexOf(MIGRATION)).toBeGreaterThan(names.indexOf("20261123120000_rental_terms_and_faq.sql"));
});

test("questions written before it are English, and stay as they were", async () => {
  const { db: fresh, sql } = await createDatabaseBefore(MIGRATION);
  try {
    await fresh.exec("insert into public.faq (topic, question, answer, anchor) values ('insurance', 'Covered?', 'Yes.', 'covered')");
    await fresh.exec(sql);
    await fresh.exec(sql);
    const { rows } = await fresh.query("select question, answer, anchor, language from public.faq");
    expect(rows).toEqual([{ question: "Covered?", answer: "Yes.", anchor: "covered", language: "en" }]);
  } finally {
    await fresh.close();
  }
});

test("a question's Spanish row takes its English row's anchor; within a language an anchor is still unique", async () => {
  const anchor = DEMO_FAQ_ROWS[0]!.anchor;
  await expect(db.query("insert into public.faq (topic, question, answer, anchor, language) values ('insurance', '¿Otra?', 'Sí.', $1, 'es')", [anchor])).rejects.toMatchObject({
    code: "23505",
  });
  await expect(db.query("insert into public.faq (topic, question, answer, anchor) values ('insurance', 'Q?', 'A.', $1)", [anchor])).rejects.toMatchObject({
    code: "23505",
  });
  const { rows } = await db.query<{ language: string }>("select language from public.faq where anchor = $1 order by language", [anchor]);
  expect(rows.map((row) => row.language)).toEqual(["en", "es"]);
});

test("a language the site does not have is refused", async () => {
  await expect(db.query("insert into public.faq (topic, question, answer, language) values ('insurance', 'Q?', 'A.', 'fr')")).rejects.toMatchObject({
    code: "23514",
  });
  await expect(db.query("insert into public.faq (topic, question, answer, language) values ('insurance', 'Q?', 'A.', null)")).rejects.toMatchObject({
    code: "23502",
  });
});

test("anon reads the rows with their language, and the site makes both pages from them", async () => {
  const rows = await asRole(db, "anon", async (tx) => (await tx.query("select * from public.faq where published")).rows);
  const pages = parseFaqRows(rows, { source: "pglite", log: () => {} });
  expect(pages.en.flatMap((group) => group.entries.map((entry) => entry.question)).sort()).toEqual(DEMO_FAQ_ROWS.map((row) => row.question).sort());
  expect(pages.es.flatMap((group) => group.entries.map((entry) => entry.question)).sort()).toEqual(DEMO_FAQ_ROWS_ES.map((row) => row.question).sort());
});

test("the migrations run again without error, duplicate constraints or lost rows", async () => {
  await applyMigrations(db);
  await applyMigrations(db);
  const { rows } = await db.query<{ conname: string }>(
    "select conname from pg_constraint where conrelid = 'public.faq'::regclass and contype in ('c', 'u', 'p') order by conname",
  );
  expect(rows.map((row) => row.conname)).toEqual([
    "faq_anchor_format",
    "faq_answer_not_blank",
    "faq_language_anchor_unique",
    "faq_language_known",
    "faq_pkey",
    "faq_question_not_blank",
    "faq_topic_known",
  ]);
  const { rows: count } = await db.query<{ count: number }>("select count(*)::int as count from public.faq");
  expect(count[0]!.count).toBe(DEMO_FAQ_ROWS.length + DEMO_FAQ_ROWS_ES.length);
});
