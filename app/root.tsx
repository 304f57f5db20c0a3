import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { localeOfPath, requestLocale, useLocale } from "./i18n/i18n";
import { m } from "./paraglide/messages";
import type { Route } from "./+types/root";
import { Analytics } from "./components/analytics";
import { FleetNavigationPending } from "./components/fleet/fleet-pending";
import { deferred, lazyComponent } from "./hydration/deferred";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/ui/toaster";
import { services } from "./lib/services.server";
import { footerLinks } from "./catalog/footer-links";
import type { RootData } from "./document/root-data";
import { cacheTagHeaders, PAGE_CACHE } from "./document/http";
import { FAQ_PATH, faqHref } from "./faq/faq";
import { useDocumentFallback } from "./hydration/navigation-fallback";
import { sitePictures } from "./pictures/site-media";
import displayFont from "./fonts/playfair-display-basic-700.woff2?url";
// The stylesheet is the root route's link, outside the scripts' module graph:
// imported as a module, it would also be a dependency of every lazily loaded chunk,
// and the bundler's preload helper would add a second copy with the first of them,
// restyling the whole page inside a tap (e2e/visitors/first-tap.test.ts).
import stylesheet from "./app.css?url";

// Plain links, needed by nobody before they touch the page (app/hydration/deferred.tsx).
const SiteFooter = deferred(() => import("./components/site-footer").then((module) => module.SiteFooter));
// Drawn by CSS (scroll-driven animation); its script is only a fallback, needed once the visitor scrolls.
const ScrollProgress = deferred(() => import("./components/scroll-progress").then((module) => module.ScrollProgress));
// A popover that opens without JavaScript; its script only resets the form after closing.
const FloatingContact = deferred(() => import("./components/floating-contact").then((module) => module.FloatingContact));
// Shown only when something failed, so its words are not part of any page's first load. The server
// renders it in full; in the browser its code comes with the error. If that code cannot be loaded
// either, the server's HTML stays (or, for an error in the browser, the area stays empty) until it can.
const ErrorView = lazyComponent(() => import("./components/error-view").then((module) => module.ErrorView));

// The footer's fixed vehicle links are settled against the fleet being shown
// (app/catalog/footer-links.ts); a page that does not need the fleet waits for it
// at most this long, and its footer links lead to /fleet if it is not there.
const FOOTER_FLEET_WAIT_MS = 1500;

// The FAQ's topics decide whether pages link to /faq at all (none before the
// owner's migration or with no questions); a slow backend costs at most a
// second here, and only until the first good read (app/faq/faq.server.ts).
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { catalog, faq, config, pictures } = services(context);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const [fleet, faqTopics] = await Promise.all([
    Promise.race([
      catalog
        .fleet()
        .catch(() => null),
      new Promise<null>((done) => (timer = setTimeout(() => done(null), FOOTER_FLEET_WAIT_MS))),
    ]),
    faq.topics(requestLocale(request)),
  ]);
  clearTimeout(timer);
  return {
    site: config.site,
    analytics: config.analytics,
    footer: footerLinks(fleet),
    faqTopics,
    pictures: sitePictures(pictures.picture),
  };
}

// The display face (the logo and every heading, the first screen's largest
// text) is fetched with the document, before the stylesheet asks for it, so the
// first layout is set in it: changing a laid-out page's font later costs a
// re-layout, a long task on a slow phone's main thread. It is cut to the site's
// characters in both languages. Text is in the system face (app/app.css).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// Every page shows the fleet (footer links) and the FAQ's topics (links to it).
export { shouldRevalidate } from "~/enquiries/revalidate";

export function headers(): HeadersInit {
  return { "Cache-Control": PAGE_CACHE, ...cacheTagHeaders(["fleet", "faq"]) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return [{ title: loaderData?.site.name ?? m.common_page({}, { locale: localeOfPath(location.pathname) }) }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  const site = root?.site;
  const analytics = root?.analytics ?? null;
  const faqLink = faqHref(root?.faqTopics ?? [], "requirements") === null ? null : FAQ_PATH;
  // Scripts start after the first paint (app/document/paint-first.server.ts), so
  // "loaded" does not mean "hydrated": this says when it is (tests wait on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#050505" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-ink-950 text-stone-100 antialiased">
        <a
          href="#main"
          className="sr-only z-[70] rounded bg-gold-500 px-4 py-2 font-semibold text-black focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {m.skip_to_content({}, { locale })}
        </a>
        <ScrollProgress />
        {site ? <SiteHeader site={site} /> : null}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <FleetNavigationPending>{children}</FleetNavigationPending>
        </main>
        {site ? <SiteFooter site={site} vehicles={root?.footer ?? []} faqLink={faqLink} /> : null}
        {site && root ? <FloatingContact logo={root.pictures.logo} /> : null}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
        <Analytics config={analytics} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// The last line of defence: a visitor never sees a stack trace or an internal message.
// A navigation that failed in the browser is retried as a full page load instead (app/hydration/navigation-fallback.ts).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reloading = useDocumentFallback(error);
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <ErrorView notFound={isRouteErrorResponse(error) && error.status === 404} />
    </Suspense>
  );
}
