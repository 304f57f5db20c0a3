import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { PageNotFound } from "~/components/page-not-found";
import { logEvent } from "~/lib/log.server";
import { pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { basePath, localeOfPath } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

export function loader({ url }: Route.LoaderArgs) {
  logEvent("warn", "not_found", { path: url.pathname });
  return data({ path: url.pathname }, { status: 404 });
}

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: m.notfound_meta_title({ name: site.name }, { locale }),
    description: m.error_not_found_text({}, { locale }),
    path: basePath(loaderData?.path ?? "/"),
    noindex: true,
  });
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);

  return <PageNotFound />;
}
