import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { parseConfig } from "../lib/config.server";
import { contentSecurityPolicy, createRenderMarker, hashInlineScripts } from "./csp.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("only inline scripts that carry this render's marker are hashed; the marker is removed", () => {
  const marker = createRenderMarker();
  const html = [
    `<link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/>`,
    `<script nonce="${marker}">window.ok = 1</script>`,
    `<script type="module" async="" nonce="${marker}">import("/assets/a.js")</script>`,
    `<script src="/assets/b.js" nonce="${marker}"></script>`,
    `<script>alert("injected")</script>`,
    `<script nonce="guessed">alert("injected")</script>`,
  ].join("");
  const result = hashInlineScripts(html, marker);
  expect(result.hashes).toEqual([sha("window.ok = 1"), sha('import("/assets/a.js")')]);
  expect(result.html).not.toContain(marker);
  expect(result.html).toContain('<script type="module" async="">import("/assets/a.js")</script>');
  expect(result.html).toContain('<script nonce="guessed">');
});

test("two renders get different markers", () => {
  expect(createRenderMarker()).not.toBe(createRenderMarker());
});

test("the policy allows the Supabase and video origins only where configured", () => {
  const demo = contentSecurityPolicy(parseConfig({}), ["'sha256-x'"]);
  expect(demo).toContain("script-src 'self' 'sha256-x';");
  expect(demo).toContain("frame-ancestors 'none'");
  expect(demo).toContain("object-src 'none'");
  expect(demo).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe/);
  expect(demo).toContain("img-src 'self' data:;");
  const hosted = contentSecurityPolicy(
    parseConfig({
      SUPABASE_URL: "https://abcd.supabase.co",
      SUPABASE_ANON_KEY: "anon",
      QUICK_BOOKING_CAR_VIDEO_URL: "https://videos.example.net/car.mp4",
    }),
    [],
  );
  expect(hosted).toContain("img-src 'self' data: https://abcd.supabase.co;");
  expect(hosted).toContain("media-src 'self' https://abcd.supabase.co https://videos.example.net;");
});

test("with analytics configured, its origin may serve the script and receive the events", () => {
  expect(contentSecurityPolicy(parseConfig({}), [])).toContain("connect-src 'self';");
  const policy = contentSecurityPolicy(
    parseConfig({ ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.manual.js", ANALYTICS_DOMAIN: "www.example.com" }),
    ["'sha256-x'"],
  );
  expect(policy).toContain("script-src 'self' https://stats.example.com 'sha256-x';");
  expect(policy).toContain("connect-src 'self' https://stats.example.com;");
});

// What hashInlineScripts did as one regular expression over the whole page: the
// indexOf pass must give the very same page and hashes.
function hashByPattern(html: string, marker: string) {
  const hashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  const pattern = new RegExp(`<(script|link)\\b([^>]*?)${attribute.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^>]*)>`, "g");
  let out = "";
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const [tag, name, before = "", after = ""] = match;
    out += html.slice(last, match.index) + `<${name}${before}${after}>`;
    last = match.index + tag.length;
    if (name === "script" && !/\ssrc=/.test(before + after)) {
      const end = html.indexOf("</script>", last);
      if (end === -1) continue;
      hashes.add(sha(html.slice(last, end)));
    }
  }
  return { html: out + html.slice(last), hashes: [...hashes] };
}

test("the indexOf pass hashes and strips exactly as the pattern did, odd markup included", () => {
  const marker = "m4rk3r_-x";
  const cases = [
    `<html><head><link rel="modulepreload" href="/a.js" nonce="${marker}"/></head><body><script nonce="${marker}">a()</script></body></html>`,
    `<script nonce="${marker}" src="/b.js"></script><script nonce="${marker}">same()</script><script nonce="${marker}">same()</script>`,
    // Not a script or link tag, a tag name that only starts with "script", a marker in text.
    `<style nonce="${marker}">x</style><scripts nonce="${marker}"></scripts><p> nonce="${marker}"</p><script nonce="${marker}">ok()</script>`,
    // Two markers in one tag, and a script that never closes.
    `<script nonce="${marker}" data-x="1" nonce="${marker}">two()</script><script nonce="${marker}">open(`,
    `<script type="module" async="" nonce="${marker}">import("/c.js")</script>`,
    "<p>nothing to do</p>",
  ];
  for (const html of cases) expect(hashInlineScripts(html, marker)).toEqual(hashByPattern(html, marker));
});
