import { createHash, randomBytes } from "node:crypto";
import type { ServerConfig } from "./config.server";

// Content-Security-Policy for pages, by hashes rather than a nonce.
//
// Pages are shared: the owner's proxy or CDN may serve one rendered copy to many
// visitors for a minute (Cache-Control s-maxage). A nonce in a cached page is
// known to everyone who fetched it, so it would no longer be a nonce. Instead:
//   1. React renders with a fresh, secret per-request marker as its `nonce`, so
//      React Router puts it on exactly the inline scripts *it* writes;
//   2. before the page leaves the server, each inline script carrying the marker
//      is hashed (SHA-256) and the marker removed;
//   3. the policy allows 'self' plus those hashes and nothing else.
// The header and the page it describes are cached together and stay consistent.
// Markup injected through data could never carry the marker (it is random per
// request and never leaves the server), so it could never get a hash.

export function createRenderMarker(): string {
  return randomBytes(18).toString("base64url");
}

export function hashInlineScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  const pattern = new RegExp(`<(script|link)\\b([^>]*?)${escapeRegExp(attribute)}([^>]*)>`, "g");
  let out = "";
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const [tag, name, before = "", after = ""] = match;
    const start = match.index;
    out += html.slice(last, start) + `<${name}${before}${after}>`;
    last = start + tag.length;
    if (name === "script" && !/\ssrc=/.test(before + after)) {
      const end = html.indexOf("</script>", last);
      if (end === -1) continue;
      const content = html.slice(last, end);
      hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
    }
  }
  out += html.slice(last);
  return { html: out, hashes: [...hashes] };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
