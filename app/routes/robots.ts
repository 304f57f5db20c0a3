import { serverConfig } from "~/lib/config.server";
import { PAGE_CACHE } from "~/lib/http";
import { robotsTxt } from "~/lib/sitemap";

// /robots.txt: everything may be crawled; the sitemap lists it all.
export function loader() {
  return new Response(robotsTxt(serverConfig.site), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PAGE_CACHE },
  });
}
