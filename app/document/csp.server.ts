import { createHash, randomUUID } from "node:crypto";
import type { ServerConfig } from "../lib/config.server";

// Content-Security-Policy for pages, by hashes rather than a nonce.
//
// Pages are shared: the owner's proxy or CDN may serve one rendered copy to many
// visitors for a minute (Cache-Control s-maxage). A nonce in a cached page is
// known to everyone who fetched it, so it would no longer be a nonce. Instead:
//   1. React renders with a fresh, secret per-request marker as its `nonce`, so
//      React Router and React put it on exactly the inline scripts they write;
//   2. before the page leaves the server, each inline script carrying the marker
//      is hashed (SHA-256) and the marker removed;
//   3. the policy allows 'self' plus those hashes and nothing else.
// The header and the page it describes are cached together and stay consistent.
// Markup injected through data could never carry the marker (it is random per
// request and never leaves the server), so it could never get a hash.

export function createRenderMarker(): string {
  return randomUUID();
}

/**
 * One pass over the page with indexOf (no regular expression over the whole
 * page: that costs about 4 % of an uncached /fleet render). The
 * result is what `<(script|link)\b([^>]*?) nonce="marker"([^>]*)>` matched:
 * React escapes `<` and `>` in attribute values, so the tag holding a marker
 * starts at the last `<` before it and ends at the first `>` after it.
 */
export function hashInlineScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  const parts: string[] = [];
  let last = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + attribute.length)) {
    const start = html.lastIndexOf("<", at);
    const close = html.indexOf(">", at + attribute.length);
    const name = start < last || close === -1 || html.lastIndexOf(">", at) > start ? null : tagName(html, start);
    if (!name) continue;
    parts.push(html.slice(last, at), html.slice(at + attribute.length, close + 1));
    last = close + 1;
    if (name === "script" && !/\ssrc=/.test(html.slice(start, at) + html.slice(at + attribute.length, close))) {
      const end = html.indexOf("</script>", last);
      if (end === -1) continue;
      hashes.add(sha256(html.slice(last, end)));
    }
  }
  if (last === 0) return { html, hashes: [] };
  parts.push(html.slice(last));
  return { html: parts.join(""), hashes: [...hashes] };
}

/** "script" or "link" when the tag at `start` is one (`\b` after the name), else null. */
function tagName(html: string, start: number): "script" | "link" | null {
  for (const name of ["script", "link"] as const) {
    if (html.startsWith(name, start + 1) && !/\w/.test(html[start + 1 + name.length] ?? "")) return name;
  }
  return null;
}

export function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

function origin(url: string | undefined): string | null {
  if (!url || url.startsWith("/")) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(config: ServerConfig, scriptHashes: string[]): string {
  const supabase = origin(config.supabase?.url);
  const media = [supabase, origin(config.site.quickBookingVideos.car), origin(config.site.quickBookingVideos.yacht)];
  const unique = (list: (string | null)[]) => [...new Set(list.filter((item): item is string => Boolean(item)))];
  // The analytics script and the events it sends share the service's origin.
  const analytics = unique([config.analytics?.origin ?? null]);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...analytics, ...scriptHashes]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...unique([supabase])]],
    ["media-src", ["'self'", ...unique(media)]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...analytics]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'", "mailto:"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
