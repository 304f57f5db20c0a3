import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createEnquiries } from "../app/enquiries/keep.server";
import { startPostgrest, type FakePostgrest } from "../tests/support/postgrest";
import { createClient } from "@supabase/supabase-js";

// `npm run enquiries`: the embedded store and the outbox, newest first; --json
// one per line; --csv with formula-looking cells defused.

const ROOT = resolve(import.meta.dirname, "..");
let dir: string;
let backend: FakePostgrest;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "enquiries-list-"));
  const base = { form: "contact" as const, locale: "en" as const, page: "/contact", phone: "", details: {}, draft: { to: "b@example.com", subject: "s", lines: [] } };
  const local = createEnquiries({ dataDir: dir, supabase: null, rateLimit: { max: 10, windowMs: 60_000 }, retentionDays: 180, log: () => {} });
  await local.keep({ ...base, name: "First", email: "first@example.com", message: "older" }, { address: "a" });
  await local.keep({ ...base, name: "=HYPERLINK(\"http://evil.example\")", email: "x@example.com", message: "+1 call me\n@once", details: { service: "-2" } }, { address: "a" });
  await local.close();
  backend = await startPostgrest({ tables: { enquiries: [] } });
  backend.setMode("error");
  const failing = createEnquiries({
    dataDir: dir,
    supabase: createClient(backend.url, "anon", { auth: { persistSession: false } }),
    rateLimit: { max: 10, windowMs: 60_000 },
    retentionDays: 180,
    log: () => {},
  });
  expect((await failing.keep({ ...base, name: "Waiting", email: "w@example.com", message: "newest" }, { address: "a" })).status).toBe("queued");
  await failing.close();
}, 30_000);

afterAll(async () => {
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
});

function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(resolve(ROOT, "node_modules/.bin/node"), ["scripts/enquiries.ts", ...args], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dir } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, out: stdout, err: stderr }),
    );
  });
}

test("lists the store and the outbox, newest first, with references", async () => {
  const { code, out } = await run();
  expect(code).toBe(0);
  expect(out.indexOf("newest")).toBeLessThan(out.indexOf("older"));
  expect(out).toContain("waiting for Supabase");
  expect(out).toMatch(/ [0-9A-F]{8} {2}contact \(en\)/);
});

test("--json prints one enquiry per line", async () => {
  const { out } = await run("--json");
  const rows = out.trim().split("\n").map((line) => JSON.parse(line) as { message: string; store: string; reference: string });
  expect(rows.map((row) => row.message)).toEqual(["newest", "+1 call me\n@once", "older"]);
  expect(rows[0]!.store).toBe("outbox");
});

test("--csv defuses cells a spreadsheet would read as formulas", async () => {
  const { out } = await run("--csv");
  expect(out.split("\n")[0]).toBe("reference,created_at,store,form,locale,page,name,email,phone,message,details");
  expect(out).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(out).toContain(`"'+1 call me\n@once"`);
  expect(out).not.toMatch(/,"?[=+\-@]/);
});
