import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { logEvent } from "~/lib/log.server";
import { pageHeaders } from "~/lib/http";
import { pageMeta } from "~/lib/seo";

export function loader({ url }: Route.LoaderArgs) {
  logEvent("warn", "not_found", { path: url.pathname });
  return data({ path: url.pathname }, { status: 404 });
}

export const headers = pageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  return pageMeta({
    site,
    title: `Page not found | ${site.name}`,
    description: "The page you are looking for does not exist.",
    path: loaderData?.path ?? "/",
    noindex: true,
  });
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);

  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="font-display text-8xl font-bold text-gold-500" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link
        to="/"
        className="mt-10 rounded-full bg-gold-500 px-8 py-3 font-semibold uppercase tracking-[0.16em] text-black hover:bg-gold-400"
      >
        Return to Home
      </Link>
    </section>
  );
}
