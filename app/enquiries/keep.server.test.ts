import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createClient } from "@supabase/supabase-js";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, test, vi } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { createSmtpSender } from "./mail.server";
import { createEnquiries, type Enquiries, type EnquiriesOptions, type Enquiry } from "./keep.server";

// keep() against the embedded store and a PostgREST stand-in: what is kept,
// where, and what the visitor's note may say.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "enquiries-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const lines: string[] = [];
function open(options: Partial<EnquiriesOptions> & { dataDir: string }): Enquiries {
  const enquiries = createEnquiries({
    supabase: null,
    rateLimit: { max: 10, windowMs: 600_000 },
    retentionDays: 180,
    log: (level, event, fields) => lines.push(`${level} ${event} ${JSON.stringify(fields ?? {})}`),
    ...options,
  });
  cleanups.push(() => enquiries.close());
  return enquiries;
}

async function standIn(): Promise<FakePostgrest> {
  const postgrest = await startPostgrest({ tables: { enquiries: [] } });
  cleanups.push(() => postgrest.close());
  return postgrest;
}

function client(url: string) {
  return createClient(url, "anon-key", { auth: { persistSession: false, autoRefreshToken: false } });
}

function enquiry(message = "Two days, please"): Enquiry {
  return {
    form: "vehicle-booking",
    locale: "es",
    page: "/es/fleet/mclaren-gt-blue",
    name: "Ana Pérez",
    email: "ana@example.com",
    phone: "+13055550101",
    message,
    details: { vehicle: "McLaren GT", preferredDate: "2026-12-24", duration: "2 days" },
    draft: { to: "bookings@example.com", subject: "Reserva: McLaren GT", lines: ["Nombre: Ana Pérez"] },
  };
}

function localRows(dir: string, table = "enquiries"): Record<string, unknown>[] {
  const db = new DatabaseSync(join(dir, "enquiries.sqlite"));
  try {
    return (db.prepare(`SELECT row FROM ${table}`).all() as { row: string }[]).map((r) => JSON.parse(r.row) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

const inserts = (postgrest: FakePostgrest) => postgrest.requests.filter((r) => r.method === "POST" && r.path === "/rest/v1/enquiries");

test("without Supabase an enquiry is received in the embedded store, with no client address", async () => {
  const dir = dataDir();
  const result = await open({ dataDir: dir }).keep(enquiry(), { address: "203.0.113.7" });
  expect(result).toEqual({ status: "received", reference: expect.stringMatching(/^[0-9A-F]{8}$/) });
  const rows = localRows(dir);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ form: "vehicle-booking", locale: "es", message: "Two days, please" });
  expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
});

test("with Supabase up, it is received in one insert", async () => {
  const postgrest = await standIn();
  const started = performance.now();
  const result = await open({ dataDir: dataDir(), supabase: client(postgrest.url) }).keep(enquiry(), { address: "a" });
  console.log(`post-to-result, Supabase up: ${Math.round(performance.now() - started)} ms`);
  expect(result.status).toBe("received");
  expect(inserts(postgrest)).toHaveLength(1);
});

test.each(["error", "hang"] as const)("with Supabase in %s mode it is queued within 1.5 s, then arrives once after recovery", async (mode) => {
  const postgrest = await standIn();
  postgrest.setMode(mode);
  const dir = dataDir();
  const enquiries = open({ dataDir: dir, supabase: client(postgrest.url) });
  const started = performance.now();
  const result = await enquiries.keep(enquiry(), { address: "a" });
  const took = performance.now() - started;
  console.log(`post-to-result, Supabase ${mode}: ${Math.round(took)} ms`);
  expect(took).toBeLessThan(1500);
  expect(result.status).toBe("queued");
  expect(localRows(dir, "outbox")).toHaveLength(1);
  postgrest.setMode("ok");
  const recovered = performance.now();
  await vi.waitFor(() => expect(localRows(dir, "outbox")).toHaveLength(0), { timeout: 10_000, interval: 50 });
  console.log(`recovery-to-arrival after ${mode}: ${Math.round(performance.now() - recovered)} ms`);
  const tables = await fetch(`${postgrest.url}/rest/v1/enquiries`).then((r) => r.json() as Promise<unknown[]>);
  expect(tables).toHaveLength(1);
});

test("a database without the migration keeps enquiries in the embedded store and says why once", async () => {
  const postgrest = await startPostgrest();
  cleanups.push(() => postgrest.close());
  const dir = dataDir();
  lines.length = 0;
  const enquiries = open({ dataDir: dir, supabase: client(postgrest.url) });
  expect((await enquiries.keep(enquiry("one"), { address: "a" })).status).toBe("received");
  expect((await enquiries.keep(enquiry("two"), { address: "a" })).status).toBe("received");
  expect(localRows(dir)).toHaveLength(2);
  expect(lines.filter((line) => line.includes("enquiries-no-table"))).toHaveLength(1);
  expect(lines.join("\n")).toContain("_enquiries.sql");
});

test("a restart delivers what the outbox held; a full outbox answers not-kept and says so", async () => {
  const postgrest = await standIn();
  postgrest.setMode("error");
  const dir = dataDir();
  lines.length = 0;
  const first = open({ dataDir: dir, supabase: client(postgrest.url), outboxMaxRows: 2 });
  expect((await first.keep(enquiry("one"), { address: "a" })).status).toBe("queued");
  expect((await first.keep(enquiry("two"), { address: "a" })).status).toBe("queued");
  expect(await first.keep(enquiry("three"), { address: "a" })).toEqual({ status: "not-kept", reference: null });
  expect(lines.filter((line) => line.startsWith("error enquiries-outbox-full"))).toHaveLength(1);
  await first.close();
  postgrest.setMode("ok");
  open({ dataDir: dir, supabase: client(postgrest.url) });
  await vi.waitFor(() => expect(localRows(dir, "outbox")).toHaveLength(0), { timeout: 10_000, interval: 50 });
  const rows = await fetch(`${postgrest.url}/rest/v1/enquiries`).then((r) => r.json() as Promise<{ message: string }[]>);
  expect(rows.map((row) => row.message).sort()).toEqual(["one", "two"]);
});

test("100 posts from one address keep at most the limit; a double tap is kept once", async () => {
  const dir = dataDir();
  const enquiries = open({ dataDir: dir });
  const tap = await enquiries.keep(enquiry("same"), { address: "b" });
  expect(await enquiries.keep(enquiry("same"), { address: "b" })).toEqual(tap);
  const results = [];
  for (let i = 0; i < 100; i++) results.push(await enquiries.keep(enquiry(`flood ${i}`), { address: "a" }));
  const kept = results.filter((r) => r.status === "received").length;
  console.log(`flood of 100 from one address kept ${kept}`);
  expect(kept).toBe(10);
  expect(localRows(dir)).toHaveLength(11);
  expect((await enquiries.keep(enquiry("another visitor"), { address: "c" })).status).toBe("received");
});

test("the retention sweep deletes enquiries older than the retention at start-up", async () => {
  const dir = dataDir();
  const old = open({ dataDir: dir, now: () => Date.now() - 200 * 86_400_000 });
  await old.keep(enquiry("old"), { address: "a" });
  await old.close();
  const current = open({ dataDir: dir });
  await current.keep(enquiry("new"), { address: "a" });
  expect(localRows(dir).map((row) => row.message)).toEqual(["new"]);
});

type Received = { from: string; to: string[]; data: string };
async function smtpStandIn(): Promise<{ port: number; mails: Received[]; stop(): Promise<void> }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, stop: () => new Promise<void>((done) => server.close(done)) };
}

function mailer(port: number) {
  return { send: createSmtpSender(`smtp://127.0.0.1:${port}`, "site@example.com", 2000), to: "bookings@example.com" };
}

test("with SMTP every kept enquiry is mailed to the business: the draft's subject and lines, Reply-To the visitor", async () => {
  const smtp = await smtpStandIn();
  cleanups.push(() => smtp.stop());
  const enquiries = open({ dataDir: dataDir(), mail: mailer(smtp.port) });
  const draft = { to: "bookings@example.com", subject: "Reserva: McLaren GT", lines: ["Nombre: Ana Pérez", "Fecha: 2026-12-24"] };
  await enquiries.keep({ ...enquiry(), draft }, { address: "a" });
  await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 5000, interval: 20 });
  const [sent] = smtp.mails;
  expect(sent!.to).toEqual(["bookings@example.com"]);
  expect(sent!.from).toBe("site@example.com");
  expect(sent!.data).toMatch(/^Reply-To: ana@example\.com$/m);
  expect(sent!.data).toMatch(/^Subject: =\?UTF-8\?Q\?Reserva:_McLaren_GT\?=$|^Subject: Reserva: McLaren GT$/m);
  expect(sent!.data).toContain("Nombre: Ana P=C3=A9rez\r\nFecha: 2026-12-24");
});

test("a mail the SMTP server could not take is retried until it can", async () => {
  const smtp = await smtpStandIn();
  const { port } = smtp;
  await smtp.stop();
  const dir = dataDir();
  const enquiries = open({ dataDir: dir, mail: mailer(port) });
  expect((await enquiries.keep(enquiry(), { address: "a" })).status).toBe("received");
  await vi.waitFor(() => expect(lines.some((line) => line.includes("enquiries-mail-failed"))).toBe(true), { timeout: 5000, interval: 20 });
  const again = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], onData(stream, _session, done) {
    stream.resume();
    stream.on("end", () => done());
  } });
  await new Promise<void>((done) => again.listen(port, "127.0.0.1", done));
  cleanups.push(() => new Promise<void>((done) => again.close(done)));
  await vi.waitFor(() => expect(localRows(dir, "outbox")).toHaveLength(0), { timeout: 10_000, interval: 50 });
});

test("a DATA_DIR that cannot be written keeps nothing and says so once; the site goes on and every visitor gets the draft", async () => {
  const dir = dataDir();
  const file = join(dir, "not-a-directory");
  writeFileSync(file, "");
  lines.length = 0;
  const enquiries = open({ dataDir: file });
  expect(await enquiries.keep(enquiry(), { address: "203.0.113.9" })).toEqual({ status: "not-kept", reference: null });
  expect(lines.filter((line) => line.includes("enquiries-store-unavailable"))).toHaveLength(1);
});
