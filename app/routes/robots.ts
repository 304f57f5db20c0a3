import type { Route } from "./+types/robots";
import { PAGE_CACHE } from "~/document/http";
import { robotsTxt } from "~/seo/sitemap";
import { services } from "~/lib/services.server";

// /robots.txt: everything may be crawled; the sitemap lists it all.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(services(context).config.site), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PAGE_CACHE },
  });
}
