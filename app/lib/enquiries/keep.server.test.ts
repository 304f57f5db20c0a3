import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parseConfig } from "../config.server";
import type { LogFields, LogLevel } from "../log.server";
import { createEnquiries, type Enquiry } from "./keep.server";
import { openEnquiryStore } from "./store.server";

// The embedded store on a real SQLite file under a temporary DATA_DIR.

const enquiry = (name = "Ana Núñez"): Enquiry => ({
  form: "yacht-booking",
  locale: "es",
  page: "/es/yacht-charter",
  name,
  email: "ana@example.com",
  phone: "+1 305 555 0199",
  message: "Cumpleaños, 10 personas",
  details: { duration: "6", preferredDate: "2026-12-24" },
  draft: { to: "bookings@example.com", subject: "New Yacht Charter Booking Request", lines: [`Name: ${name}`, "Duration: 6 hours"] },
});

function setup(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "enquiries-"));
  const logs: { level: LogLevel; event: string; fields?: LogFields }[] = [];
  const log = (level: LogLevel, event: string, fields?: LogFields) => void logs.push({ level, event, fields });
  const config = parseConfig({ DATA_DIR: dataDir, ...env });
  return { dataDir, logs, log, config };
}

test("a valid enquiry is kept with a short reference, and is still there after a restart", async () => {
  const { dataDir, config, log } = setup();
  const enquiries = createEnquiries(config, { log });
  const result = await enquiries.keep(enquiry(), { address: "203.0.113.7" });
  expect(result).toEqual({ status: "received", reference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/) });
  await enquiries.close();
  const store = openEnquiryStore(dataDir);
  const [row] = store.latest(10);
  store.close();
  expect(row).toMatchObject({
    reference: result.reference,
    form: "yacht-booking",
    locale: "es",
    page: "/es/yacht-charter",
    name: "Ana Núñez",
    message: "Cumpleaños, 10 personas",
    details: { duration: "6", preferredDate: "2026-12-24" },
    subject: "New Yacht Charter Booking Request",
    body: "Name: Ana Núñez\nDuration: 6 hours",
  });
  // No address is stored anywhere in the row.
  expect(JSON.stringify(row)).not.toContain("203.0.113.7");
});

test("a double tap within a minute is kept once, with the same reference", async () => {
  let time = Date.parse("2026-11-29T10:00:00Z");
  const { dataDir, config, log } = setup();
  const enquiries = createEnquiries(config, { log, now: () => time });
  const first = await enquiries.keep(enquiry(), { address: "a" });
  time += 5_000;
  expect(await enquiries.keep(enquiry(), { address: "a" })).toEqual(first);
  time += 60_000;
  const later = await enquiries.keep(enquiry(), { address: "a" });
  expect(later.reference).not.toBe(first.reference);
  await enquiries.close();
  const store = openEnquiryStore(dataDir);
  expect(store.latest(10)).toHaveLength(2);
  store.close();
});

test("100 posts from one address keep the first ENQUIRY_RATE_LIMIT; another address is still kept", async () => {
  const { config, log, logs } = setup({ ENQUIRY_RATE_LIMIT: "5", ENQUIRY_RATE_WINDOW_SECONDS: "600" });
  const enquiries = createEnquiries(config, { log });
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => enquiries.keep(enquiry(`Bot ${i}`), { address: "198.51.100.1" })));
  expect(results.filter((result) => result.status === "received")).toHaveLength(5);
  expect(results.slice(5).every((result) => result.status === "not-kept")).toBe(true);
  expect((await enquiries.keep(enquiry("Someone else"), { address: "198.51.100.2" })).status).toBe("received");
  expect(logs.filter((entry) => entry.event === "enquiries.rate_limited")).toHaveLength(95);
  await enquiries.close();
});

test("enquiries older than ENQUIRY_RETENTION_DAYS are deleted at start-up", async () => {
  const { dataDir, config, log } = setup({ ENQUIRY_RETENTION_DAYS: "180" });
  const now = Date.parse("2026-11-29T10:00:00Z");
  const store = openEnquiryStore(dataDir);
  const row = { reference: "X", form: "contact", locale: "en", page: "/contact", name: "n", email: "e@x.co", phone: "1", message: "", details: {}, subject: "s", body: "b" };
  store.insert({ ...row, id: "old", createdAt: new Date(now - 181 * 86_400_000).toISOString() });
  store.insert({ ...row, id: "recent", createdAt: new Date(now - 179 * 86_400_000).toISOString() });
  store.close();
  const enquiries = createEnquiries(config, { log, now: () => now });
  await enquiries.close();
  const reopened = openEnquiryStore(dataDir);
  expect(reopened.latest(10).map((kept) => kept.id)).toEqual(["recent"]);
  reopened.close();
});

test("a DATA_DIR that cannot be written keeps nothing, says so once, and never throws", async () => {
  const { dataDir, log, logs } = setup();
  const file = join(dataDir, "not-a-directory");
  writeFileSync(file, "");
  chmodSync(file, 0o444);
  const enquiries = createEnquiries(parseConfig({ DATA_DIR: file }), { log });
  expect(await enquiries.keep(enquiry(), { address: "a" })).toEqual({ status: "not-kept", reference: null });
  expect(logs.filter((entry) => entry.event === "enquiries.store_unavailable")).toHaveLength(1);
  await enquiries.close();
});
