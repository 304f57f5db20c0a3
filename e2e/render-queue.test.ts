import { readdirSync } from "node:fs";
import { Agent, request } from "node:http";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSite, type RunningSite } from "./support/site";

// A burst of renders does not hold up what else visitors ask for
// (server/render-queue.ts): a stylesheet asked for while two dozen pages are
// being rendered is answered between those renders, not after all of them.

const RENDERS = 24;
const STYLESHEET = `/assets/${readdirSync(resolve(import.meta.dirname, "..", "build", "client", "assets")).find((name) => name.endsWith(".css"))}`;

let site: RunningSite;
// Connections opened beforehand: each request is then only its bytes on a socket.
const agent = new Agent({ keepAlive: true, maxSockets: RENDERS + 4 });
beforeAll(async () => {
  site = await startSite({ PAGE_CACHE: "off" });
});
afterAll(async () => {
  agent.destroy();
  await site?.stop();
});

function get(path: string): Promise<number> {
  return new Promise((done, fail) => {
    const port = Number(new URL(site.url).port);
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.on("error", fail);
    req.end();
  });
}

test("a stylesheet asked for during a burst of renders is answered before most of them", async () => {
  expect(STYLESHEET).toMatch(/\.css$/);
  // The server has rendered the page before (warm), and every socket is open.
  for (let round = 0; round < 3; round += 1) await Promise.all(Array.from({ length: RENDERS + 2 }, () => get("/fleet")));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const finished: string[] = [];
    const renders = Array.from({ length: RENDERS }, (_, at) =>
      get(`/fleet?visit=${attempt}-${at}`).then((status) => finished.push(`render ${status}`)),
    );
    await new Promise((done) => setTimeout(done, 5));
    const stylesheet = get(STYLESHEET).then((status) => finished.push(`stylesheet ${status}`));
    await Promise.all([...renders, stylesheet]);
    expect(finished.filter((line) => line === "render 200")).toHaveLength(RENDERS);
    const at = finished.indexOf("stylesheet 200");
    // Before the queue, it came after every render that had been read with it (all 24).
    expect(at, finished.join(", ")).toBeLessThan(RENDERS / 2);
  }
});
