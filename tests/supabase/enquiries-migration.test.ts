import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { asRole, createProjectDatabase, type ApiRole } from "./database";

// The enquiries migration on a real PostgreSQL with Supabase's roles: the API
// roles may insert and nothing else; the database holds the lengths; the purge
// deletes rows past the retention.

const ROLES: ApiRole[] = ["anon", "authenticated"];
const ROW = "('contact', 'en', '/contact', 'Ana', 'ana@example.com', '+13055550101', 'Hello', '{\"service\":\"Yacht\"}')";
const INSERT = `insert into public.enquiries (form, locale, page, name, email, phone, message, details) values ${ROW}`;

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase();
});
afterAll(async () => {
  await db?.close();
});

test.each(ROLES)("%s can insert an enquiry", async (role) => {
  await asRole(db, role, (tx) => tx.exec(INSERT));
});

test.each(ROLES.flatMap((role) => [
  [role, "select * from public.enquiries"],
  [role, "update public.enquiries set name = 'x'"],
  [role, "delete from public.enquiries"],
  [role, "select public.purge_enquiries(0)"],
]))("%s is refused: %s", async (role, sql) => {
  await expect(asRole(db, role, (tx) => tx.exec(sql))).rejects.toThrow(/permission denied/);
});

test.each([
  ["a name too long", `insert into public.enquiries (form, locale, page, name) values ('contact', 'en', '/', repeat('a', 251))`],
  ["a message too long", `insert into public.enquiries (form, locale, page, message) values ('contact', 'en', '/', repeat('a', 4001))`],
  ["an unknown form", `insert into public.enquiries (form, locale, page) values ('other', 'en', '/')`],
  ["an unknown language", `insert into public.enquiries (form, locale, page) values ('contact', 'fr', '/')`],
  ["details not an object", `insert into public.enquiries (form, locale, page, details) values ('contact', 'en', '/', '[]')`],
])("the database refuses %s", async (_label, sql) => {
  await expect(asRole(db, "anon", (tx) => tx.exec(sql))).rejects.toThrow(/check constraint/);
});

test("the purge deletes rows older than the retention and keeps the rest", async () => {
  await db.exec(`${INSERT}; update public.enquiries set created_at = now() - interval '181 days', message = 'old';`);
  await db.exec(INSERT);
  const { rows } = await db.query<{ purged: number }>("select public.purge_enquiries(180) as purged");
  expect(rows[0]!.purged).toBe(1);
  const left = await db.query<{ message: string }>("select message from public.enquiries");
  expect(left.rows.map((row) => row.message)).toEqual(["Hello"]);
});
