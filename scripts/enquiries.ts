import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@supabase/supabase-js";
import { openStore, referenceOf } from "../app/enquiries/store.server.ts";
import type { Row } from "../app/enquiries/supabase-insert.server.ts";

// `npm run enquiries [-- --json | --csv] [--limit N]`: the latest enquiries,
// newest first, from whichever store is configured, plus the ones still
// waiting in the local outbox (DATA_DIR). Supabase's rows are readable only
// with SUPABASE_SERVICE_ROLE_KEY, set in the owner's own shell: the site
// itself never has it (anon may only insert).

type Listed = Row & { store: "supabase" | "local" | "outbox" };

const { values } = parseArgs({
  options: { json: { type: "boolean" }, csv: { type: "boolean" }, limit: { type: "string", default: "50" } },
});
const limit = Math.max(1, Math.min(10_000, Number(values.limit) || 50));
const dataDir = resolve(process.env.DATA_DIR?.trim() || "./data");
const supabaseUrl = process.env.SUPABASE_URL?.trim().replace(/\/+$/, "");
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();

function local(): Listed[] {
  if (!existsSync(join(dataDir, "enquiries.sqlite"))) return [];
  const db = openStore(dataDir);
  try {
    const kept = db.prepare("SELECT row FROM enquiries ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit) as { row: string }[];
    const waiting = db.prepare("SELECT row FROM outbox WHERE kind = 'insert' ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit) as { row: string }[];
    return [
      ...kept.map(({ row }) => ({ ...(JSON.parse(row) as Listed), store: "local" as const })),
      ...waiting.map(({ row }) => ({ ...(JSON.parse(row) as Listed), store: "outbox" as const })),
    ];
  } finally {
    db.close();
  }
}

async function supabase(): Promise<Listed[]> {
  if (!supabaseUrl) return [];
  if (!serviceKey) {
    console.error("Supabase's enquiries need SUPABASE_SERVICE_ROLE_KEY in this shell (Settings > API); showing the local store and outbox only.");
    return [];
  }
  const client = createClient(supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.from("enquiries").select("*").order("created_at", { ascending: false }).limit(limit);
  if (error) {
    console.error(`Supabase: ${error.message}`);
    process.exitCode = 1;
    return [];
  }
  return (data as Listed[]).map((row) => ({ ...row, store: "supabase" as const }));
}

/** A spreadsheet reads a cell starting with = + - @ tab or CR as a formula: such a cell starts with a quote. */
export function csvCell(value: unknown): string {
  let text = typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const COLUMNS = ["reference", "created_at", "store", "form", "locale", "page", "name", "email", "phone", "message", "details"];

const rows = [...(await supabase()), ...local()]
  .sort((a, b) => b.created_at.localeCompare(a.created_at))
  .slice(0, limit)
  .map((row) => ({ reference: referenceOf(row.id), ...row }));

if (values.json) {
  for (const row of rows) console.log(JSON.stringify(row));
} else if (values.csv) {
  console.log(COLUMNS.join(","));
  for (const row of rows) console.log(COLUMNS.map((column) => csvCell(row[column as keyof typeof row])).join(","));
} else if (rows.length === 0) {
  console.log(`No enquiries (${supabaseUrl ? "Supabase and " : ""}${dataDir}).`);
} else {
  for (const row of rows) {
    const who = [row.name, row.email, row.phone].filter(Boolean).join("  ");
    console.log(`${row.created_at}  ${row.reference}  ${row.form} (${row.locale})  ${row.store === "outbox" ? "waiting for Supabase" : row.store}`);
    console.log(`  ${who}`);
    console.log(`  ${row.page}`);
    for (const [key, value] of Object.entries(row.details ?? {})) console.log(`  ${key}: ${value}`);
    if (row.message) console.log(`  ${row.message.replaceAll("\n", "\n  ")}`);
    console.log("");
  }
}
