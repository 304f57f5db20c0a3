import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { startPostgrest } from "./postgrest";

const ROWS = [
  { id: "1", brand: "Audi", is_available: true, created_at: "2025-01-01T00:00:00Z" },
  { id: "2", brand: "Audi", is_available: false, created_at: "2025-03-01T00:00:00Z" },
  { id: "3", brand: "BMW", is_available: true, created_at: "2025-02-01T00:00:00Z" },
];

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

test("filters, orders, limits and selects like PostgREST", async () => {
  const server = await startPostgrest({ rows: ROWS });
  try {
    const ordered = await get(`${server.url}/rest/v1/vehicles?select=*&order=created_at.desc`);
    expect(JSON.parse(ordered.body).map((row: { id: string }) => row.id)).toEqual(["2", "3", "1"]);
    const filtered = await get(`${server.url}/rest/v1/vehicles?select=id&brand=eq.Audi&id=neq.2&is_available=eq.true&limit=1`);
    expect(JSON.parse(filtered.body)).toEqual([{ id: "1" }]);
    server.setRows([]);
    expect((await get(`${server.url}/rest/v1/vehicles?select=*`)).body).toBe("[]");
    expect(server.requests.map((request) => request.path)).toEqual(Array(3).fill("/rest/v1/vehicles"));
    expect((await get(`${server.url}/rest/v1/other`)).status).toBe(404);
  } finally {
    await server.close();
  }
});

test("error mode answers 500 with a PostgREST error body", async () => {
  const server = await startPostgrest({ rows: ROWS });
  try {
    server.setMode("error");
    const response = await get(`${server.url}/rest/v1/vehicles?select=*`);
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  } finally {
    await server.close();
  }
});

test("hang mode never answers, and close() still returns", async () => {
  const server = await startPostgrest({ rows: ROWS });
  server.setMode("hang");
  const outcome = await fetch(`${server.url}/rest/v1/vehicles`, { signal: AbortSignal.timeout(100) }).then(
    () => "answered",
    (error: Error) => error.name,
  );
  expect(outcome).toBe("TimeoutError");
  await server.close();
});

test("serves media files from the media folder, and nothing outside it", async () => {
  const root = await mkdtemp(join(tmpdir(), "media-"));
  await mkdir(join(root, "media", "vehicles"), { recursive: true });
  await writeFile(join(root, "media", "vehicles", "car-1.webp"), "RIFF-webp");
  await writeFile(join(root, "secret.txt"), "secret");
  const server = await startPostgrest({ mediaDir: join(root, "media") });
  const base = `${server.url}/storage/v1/object/public/media`;
  try {
    expect(await get(`${base}/vehicles/car-1.webp`)).toEqual({ status: 200, type: "image/webp", body: "RIFF-webp" });
    expect((await get(`${base}/vehicles/missing.webp`)).status).toBe(404);
    expect((await get(`${base}/vehicles`)).status).toBe(404);
    expect((await get(`${base}/..%2Fsecret.txt`)).status).toBe(404);
    expect((await get(`${base}/%2E%2E/secret.txt`)).status).toBe(404);
    expect((await get(`${base}/%E0%A4%A`)).status).toBe(400);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test("a project without a table or a column answers as PostgREST 13 does", async () => {
  const server = await startPostgrest({ rows: ROWS });
  try {
    const table = await get(`${server.url}/rest/v1/faq?select=*&published=eq.true`);
    expect(table.status).toBe(404);
    expect(JSON.parse(table.body)).toEqual({
      code: "PGRST205",
      details: null,
      hint: null,
      message: "Could not find the table 'public.faq' in the schema cache",
    });
    const column = await get(`${server.url}/rest/v1/vehicles?select=id,min_driver_age`);
    expect(column.status).toBe(400);
    expect(JSON.parse(column.body)).toEqual({ code: "42703", details: null, hint: null, message: "column vehicles.min_driver_age does not exist" });
    const filter = await get(`${server.url}/rest/v1/vehicles?select=*&is_featured=eq.true`);
    expect(JSON.parse(filter.body).message).toBe("column vehicles.is_featured does not exist");

    server.setTable("faq", [{ topic: "insurance", question: "Q?", answer: "A.", published: true }]);
    const added = await get(`${server.url}/rest/v1/faq?select=*&published=eq.true`);
    expect(added.status).toBe(200);
    expect(JSON.parse(added.body)).toHaveLength(1);
    server.setTable("faq", undefined);
    expect((await get(`${server.url}/rest/v1/faq?select=*`)).status).toBe(404);
  } finally {
    await server.close();
  }
});
