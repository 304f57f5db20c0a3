import { existsSync } from "node:fs";
import { join } from "node:path";
import { dataDirOf, openEnquiryStore, STORE_FILE, type StoredEnquiry } from "../app/lib/enquiries/store.server.ts";

// `npm run enquiries [-- --json | --csv] [--limit=N]`: the latest kept enquiries,
// newest first, from the store under DATA_DIR (the same settings as the site;
// in the container: `docker compose exec site npm run enquiries`, or
// `node scripts/enquiries.ts`). --json prints one JSON object per line; --csv a
// spreadsheet export in which no cell can start a formula.

const COLUMNS = ["createdAt", "reference", "form", "locale", "page", "name", "email", "phone", "message", "details"] as const;

/** A CSV cell: quoted, and a leading =, +, -, @, tab or CR neutralised with an apostrophe (OWASP's CSV injection advice). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(enquiry: StoredEnquiry): string {
  return COLUMNS.map((column) => csvCell(column === "details" ? JSON.stringify(enquiry.details) : enquiry[column])).join(",");
}

export function textBlock(enquiry: StoredEnquiry): string {
  const details = Object.entries(enquiry.details).map(([key, value]) => `  ${key}: ${value}`);
  return [`${enquiry.createdAt}  ${enquiry.reference}  ${enquiry.form} (${enquiry.locale}, ${enquiry.page})`, `  ${enquiry.name} <${enquiry.email}> ${enquiry.phone}`, ...details, ...(enquiry.message ? [`  ${enquiry.message.replace(/\n/g, "\n  ")}`] : [])].join("\n");
}

function main(argv: string[]) {
  const flags = new Set(argv.filter((arg) => !arg.startsWith("--limit=")));
  const limit = Number(argv.find((arg) => arg.startsWith("--limit="))?.slice("--limit=".length) ?? 50);
  const dataDir = dataDirOf(process.env.DATA_DIR);
  if (!existsSync(join(dataDir, STORE_FILE))) {
    console.error(`No enquiries kept yet in ${dataDir} (DATA_DIR).`);
    return;
  }
  const store = openEnquiryStore(dataDir);
  const rows = store.latest(Number.isInteger(limit) && limit > 0 ? limit : 50);
  store.close();
  if (flags.has("--json")) for (const row of rows) console.log(JSON.stringify(row));
  else if (flags.has("--csv")) console.log([COLUMNS.join(","), ...rows.map(csvRow)].join("\n"));
  else console.log(rows.length === 0 ? "No enquiries kept yet." : rows.map(textBlock).join("\n\n"));
}

if (import.meta.main) main(process.argv.slice(2));
