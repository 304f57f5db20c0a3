import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { openEnquiryStore } from "../app/lib/enquiries/store.server";

// `npm run enquiries` over a real store: newest first, --json one per line,
// --csv with every cell that could start a formula neutralised.

const ROOT = resolve(import.meta.dirname, "..");
const NODE = resolve(ROOT, "node_modules", ".bin", "node");

function run(dataDir: string, ...args: string[]): string {
  return execFileSync(NODE, ["scripts/enquiries.ts", ...args], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dataDir }, encoding: "utf8" });
}

test("lists the latest enquiries newest first, as text, JSON lines and injection-safe CSV", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "enquiries-cli-"));
  const store = openEnquiryStore(dataDir);
  const row = { form: "contact", locale: "en", page: "/contact", email: "x@example.com", phone: "+1 305", message: "Hello", details: { service: "yacht-charter" }, subject: "s", body: "b" };
  store.insert({ ...row, id: "1", reference: "AAAA2222", createdAt: "2026-11-28T10:00:00.000Z", name: "Older Visitor" });
  store.insert({ ...row, id: "2", reference: "BBBB3333", createdAt: "2026-11-29T10:00:00.000Z", name: '=HYPERLINK("http://evil.example","Click")', phone: "-1+2", message: "@SUM(1)" });
  store.close();

  const text = run(dataDir);
  expect(text.indexOf("BBBB3333")).toBeLessThan(text.indexOf("AAAA2222"));
  expect(text).toContain("Older Visitor <x@example.com>");

  const json = run(dataDir, "--json").trim().split("\n").map((line) => JSON.parse(line) as { reference: string; details: unknown });
  expect(json.map((entry) => entry.reference)).toEqual(["BBBB3333", "AAAA2222"]);
  expect(json[0]!.details).toEqual({ service: "yacht-charter" });

  const [header, newest] = run(dataDir, "--csv").trim().split("\n");
  expect(header).toBe("createdAt,reference,form,locale,page,name,email,phone,message,details");
  expect(newest).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  expect(newest).toContain(`"'-1+2"`);
  expect(newest).toContain(`"'@SUM(1)"`);
  for (const cell of newest!.match(/"(?:[^"]|"")*"/g)!) expect(cell.slice(1)).not.toMatch(/^[=+\-@\t\r]/);
});

test("says so when nothing was kept yet", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "enquiries-cli-empty-"));
  expect(execFileSync(NODE, ["scripts/enquiries.ts"], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dataDir }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })).toBe("");
});
