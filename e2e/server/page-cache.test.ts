import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { picturesSettled, startSite, type RunningSite } from "../support/site";

// The in-process page cache (server/page-cache.ts) against the real production
// server: what it keeps, what it never keeps, and that a kept page still comes
// with the Content-Security-Policy that describes its scripts.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

/** What the server's request log line says the cache did, by the response's request id. */
async function cacheOutcome(response: Response): Promise<string | undefined> {
  const id = response.headers.get("x-request-id");
  await expect.poll(() => site.logs.some((entry) => entry.event === "request" && entry.requestId === id), { timeout: 5_000 }).toBe(true);
  return site.logs.find((entry) => entry.event === "request" && entry.requestId === id)!.cache as string | undefined;
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[0]))
    .map((match) => `'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
}

test("a page is rendered once and then served from the cache with its own CSP", async () => {
  // A page naming pictures the pipeline has not read yet is served but not kept (server/page-cache.ts).
  await picturesSettled(site, "/fleet?brand=ferrari");
  const first = await fetch(`${site.url}/fleet?brand=ferrari`);
  const firstHtml = await first.text();
  const second = await fetch(`${site.url}/fleet?brand=ferrari`);
  const secondHtml = await second.text();
  expect(await cacheOutcome(first)).toBe("miss");
  expect(await cacheOutcome(second)).toBe("hit");
  expect(secondHtml).toBe(firstHtml);
  const policy = second.headers.get("content-security-policy")!;
  expect(policy).toBe(first.headers.get("content-security-policy"));
  const hashes = inlineScriptHashes(secondHtml);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(policy).toContain(hash);
  expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400");
  expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));

  const head = await fetch(`${site.url}/fleet?brand=ferrari`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("content-security-policy")).toBe(policy);
  expect(await cacheOutcome(head)).toBe("hit");
});

test("the parameters a route reads are part of the key", async () => {
  const all = await fetch(`${site.url}/fleet?brand=lamborghini`);
  const other = await fetch(`${site.url}/fleet?brand=mclaren`);
  expect(await cacheOutcome(all)).toBe("miss");
  expect(await cacheOutcome(other)).toBe("miss");
  expect(await all.text()).not.toBe(await other.text());
});

test("parameters no route reads, and cookies, neither bypass the cache nor make entries of their own", async () => {
  const clean = await fetch(`${site.url}/yacht-charter`);
  const html = await clean.text();
  expect(await cacheOutcome(clean)).toBe("miss");
  for (const query of ["?utm_source=newsletter&utm_medium=email", "?fbclid=IwAR0x", "?gclid=abc&_=171234", `?r=${Math.random()}`, "?brand=ferrari"]) {
    const response = await fetch(`${site.url}/yacht-charter${query}`);
    expect(await response.text(), query).toBe(html);
    expect(await cacheOutcome(response), query).toBe("hit");
  }
  for (const cookie of ["_ga=GA1.1.123; _gid=GA1.1.456", "__cf_bm=abc", "session=x"]) {
    const response = await fetch(`${site.url}/yacht-charter?utm_campaign=${encodeURIComponent(cookie)}`, { headers: { Cookie: cookie } });
    expect(await response.text(), cookie).toBe(html);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await cacheOutcome(response), cookie).toBe("hit");
  }
});

test("a cookie is never rendered into a page that others get", async () => {
  const first = await fetch(`${site.url}/quick-booking?x=1`, { headers: { Cookie: "secret=visitor-a-private" } });
  const html = await first.text();
  expect(html).not.toContain("visitor-a-private");
  const other = await fetch(`${site.url}/quick-booking`);
  expect(await other.text()).toBe(html);
  expect(await cacheOutcome(other)).toBe("hit");
});

test("the brand filter is normalised: one entry per brand whatever the spelling, one for every unknown brand", async () => {
  // Every card's picture versions read first: a page rendered before them is answered but not kept (decision 008).
  await picturesSettled(site, "/fleet");
  const ferrari = await fetch(`${site.url}/fleet?brand=ferrari&utm_source=ig`);
  const html = await ferrari.text();
  expect(html).toContain('<link rel="canonical" href="');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fleet\?brand=ferrari"/);
  for (const spelling of ["FERRARI", "Ferrari", "%20ferrari%20", "ferrari&fbclid=1"]) {
    const response = await fetch(`${site.url}/fleet?brand=${spelling}`);
    expect(await response.text(), spelling).toBe(html);
    expect(await cacheOutcome(response), spelling).toBe("hit");
  }
  const bugatti = await fetch(`${site.url}/fleet?brand=bugatti`);
  const unknown = await bugatti.text();
  expect(unknown).toContain("No Vehicles Found");
  expect(unknown).not.toContain("bugatti");
  for (const brand of ["Pagani", "zonda-r", `x${Math.random()}`]) {
    const response = await fetch(`${site.url}/fleet?brand=${brand}`);
    expect(await response.text(), brand).toBe(unknown);
    expect(await cacheOutcome(response), brand).toBe("hit");
  }
  const all = await fetch(`${site.url}/fleet?brand=all&ref=home`);
  const plain = await fetch(`${site.url}/fleet`);
  expect(await all.text()).toBe(await plain.text());
  expect(await cacheOutcome(plain)).toBe("hit");
});

test("not-found pages and data requests are never answered from it", async () => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const missing = await fetch(`${site.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await cacheOutcome(missing)).toBe("bypass");
    const data = await fetch(`${site.url}/fleet.data`);
    expect(await cacheOutcome(data)).toBeUndefined();
  }
});

test("a form post is never cached and never changes the page others get", async () => {
  const page = await fetch(`${site.url}/contact`, { headers: { Cookie: "a=1" } });
  await page.text();
  const posted = await fetch(`${site.url}/contact`, {
    method: "POST",
    body: new URLSearchParams({ name: "", phone: "", email: "", message: "" }),
    headers: { Origin: site.url },
  });
  expect(posted.status).toBe(400);
  expect(posted.headers.get("cache-control")).toBe("no-store");
  expect(await posted.text()).toContain("Name is required.");
  expect(await cacheOutcome(posted)).toBeUndefined();
  const after = await fetch(`${site.url}/contact`);
  expect(await cacheOutcome(after)).toBe("hit");
  expect(await after.text()).not.toContain("Name is required.");
});

test("a Spanish page is kept like its English twin: one entry per page and brand, normalised alike, apart from the English one", async () => {
  const ferrari = await fetch(`${site.url}/es/fleet?brand=ferrari`);
  const html = await ferrari.text();
  expect(await cacheOutcome(ferrari)).toBe("miss");
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/fleet\?brand=ferrari"/);
  for (const spelling of ["ferrari", "FERRARI", "%20Ferrari%20", "ferrari&utm_source=ig&fbclid=1"]) {
    const response = await fetch(`${site.url}/es/fleet?brand=${spelling}`, { headers: { Cookie: "_ga=GA1.1.1" } });
    expect(await response.text(), spelling).toBe(html);
    expect(await cacheOutcome(response), spelling).toBe("hit");
  }
  // Neither the English page nor the unfiltered Spanish fleet is that entry.
  const english = await fetch(`${site.url}/fleet?brand=ferrari`);
  expect(await english.text()).not.toBe(html);
  const all = await fetch(`${site.url}/es/fleet`);
  expect(await all.text()).not.toBe(html);
  expect(await cacheOutcome(all)).toBe("miss");
  expect(await cacheOutcome(await fetch(`${site.url}/es/fleet?brand=all`))).toBe("hit");
  // Every unknown brand is one Spanish entry.
  const unknown = await fetch(`${site.url}/es/fleet?brand=bugatti`);
  const unknownHtml = await unknown.text();
  expect(unknownHtml).not.toContain("bugatti");
  const pagani = await fetch(`${site.url}/es/fleet?brand=Pagani`);
  expect(await pagani.text()).toBe(unknownHtml);
  expect(await cacheOutcome(pagani)).toBe("hit");
  for (const path of ["/es", "/es/yacht-charter", "/es/fleet/mclaren-gt-blue"]) {
    const first = await fetch(`${site.url}${path}?utm_medium=email`);
    const again = await fetch(`${site.url}${path}`);
    expect(await again.text(), path).toBe(await first.text());
    expect(await cacheOutcome(again), path).toBe("hit");
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const missing = await fetch(`${site.url}/es/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await cacheOutcome(missing)).toBe("bypass");
  }
});

test("Accept-Language never redirects and never varies a response: the same status and bytes, no Vary on it, rendered or kept", async () => {
  const languages = ["es-MX,es;q=0.9,en;q=0.5", "es", "en-US,en;q=0.9", "fr-FR", "*"];
  for (const path of ["/", "/es", "/fleet?brand=ferrari", "/es/fleet?brand=ferrari", "/es/fleet/mclaren-gt-blue", "/es/fleet/mclaren-gt-blue.data", "/es/no-such-page"]) {
    // A request with credentials is never answered from the page cache: each of these is a render of its own.
    const fetchAs = async (language: string | null, fresh: boolean) => {
      const headers: Record<string, string> = {};
      if (language !== null) headers["Accept-Language"] = language;
      if (fresh) headers.Authorization = "Bearer render-me";
      const response = await fetch(`${site.url}${path}`, { redirect: "manual", headers });
      return { status: response.status, vary: response.headers.get("vary") ?? "", location: response.headers.get("location"), body: await response.text() };
    };
    for (const fresh of [false, true]) {
      // A kept page and a new render may differ (a page rendered before its pictures' versions
      // were read names them as unknown, app/pictures/pictures.server.ts): each is compared with its own kind.
      const plain = await fetchAs(null, fresh);
      expect([200, 404], path).toContain(plain.status);
      for (const language of languages) {
        const answer = await fetchAs(language, fresh);
        const label = `${path} with Accept-Language: ${language}${fresh ? " (rendered)" : ""}`;
        expect(answer.status, label).toBe(plain.status);
        expect(answer.location, label).toBeNull();
        expect(answer.vary.toLowerCase(), label).not.toContain("accept-language");
        expect(answer.body === plain.body, `${label}: the same bytes`).toBe(true);
      }
    }
  }
});
