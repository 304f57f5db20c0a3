import type { Route } from "./+types/sitemap";
import { BUILD_DATE } from "~/catalog/build-date.server";
import { BackendUnavailableError } from "~/lib/read-cache.server";
import { cacheTagHeaders, NO_STORE, PAGE_CACHE } from "~/document/http";
import { sitemapEntries, sitemapXml } from "~/seo/sitemap";
import { services } from "~/lib/services.server";

// /sitemap.xml. With no fleet data at all it answers 503, so crawlers come
// back later rather than read a sitemap without the vehicles.
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, faq, config } = services(context);
  try {
    const [fleet, faqTopics] = await Promise.all([catalog.fleet(), faq.topics()]);
    return new Response(sitemapXml(sitemapEntries(config.site, fleet, BUILD_DATE, { faq: faqTopics.length > 0 })), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PAGE_CACHE, ...cacheTagHeaders(["fleet", "faq"]) },
    });
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    return new Response("The sitemap is unavailable right now.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE, "Retry-After": "300" },
    });
  }
}
