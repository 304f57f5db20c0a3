import { Link } from "react-router";
import type { Route } from "./+types/quick-booking";
import { JsonLd } from "~/components/json-ld";
import { cta } from "~/components/ui/cta";
import { LazyVideo } from "~/components/ui/lazy-video";
import type { CropPart } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { breadcrumbJsonLd, webPageJsonLd } from "~/seo/structured-data";
import { pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { YACHT } from "~/lib/site";
import { useSite, useSitePictures } from "~/lib/use-site";
import { localeOfPath, localePath, requestLocale, useLocale } from "~/i18n/i18n";
import { services } from "~/lib/services.server";
import { m } from "~/paraglide/messages";

// The breadcrumbs' JSON-LD is built here, on the server: its builder never ships to the browser.
export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = services(context).config;
  const locale = requestLocale(request);
  const crumbs = [
    { name: m.nav_home({}, { locale }), path: "/" },
    { name: m.quick_title({}, { locale }), path: "/quick-booking" },
  ];
  const page = webPageJsonLd(site, { type: "WebPage", path: localePath(locale, "/quick-booking"), name: m.quick_title({}, { locale }), locale });
  return { jsonLd: [page, breadcrumbJsonLd(site, crumbs, locale)] };
}

// Structured data is for crawlers, which load the page from the server: a
// client navigation here asks the server for nothing.
export function clientLoader() {
  return { jsonLd: null };
}

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: m.quick_meta_title({ name: site.name }, { locale }),
    description: m.quick_meta_description({}, { locale }),
    path: "/quick-booking",
  });
}

/**
 * A tile: full width to 1023 px, then half the page container; the 16:9 poster
 * covers it, at least 26rem (sm: 32rem) tall, so on a phone its height decides.
 */
const TILE_SIZES =
  "(min-width: 1280px) 910px, (min-width: 1024px) max(calc((100vw - 72px) / 2), 910px), (min-width: 640px) max(calc(100vw - 48px), 910px), max(calc(100vw - 32px), 740px)";
/** On a phone a tile is 26rem tall and about square: the poster's square centre covers it. */
const TILE_CROP: CropPart = { shape: "square", media: "(max-width: 479px)", sizes: "max(calc(100vw - 32px), 416px)", span: [416, 448] };

export default function QuickBooking({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const pictures = useSitePictures();
  const locale = useLocale();
  // The clips may be hosted anywhere (configuration); the posters are ours.
  // The tiles' words are messages of their own (quick_*), not the footer's or the
  // home page's same words: a message two chunks share is a request of its own.
  // `path`: the tile's English path, which also names it (its heading's id).
  const tiles = [
    {
      title: m.quick_car_title({}, { locale }),
      text: m.quick_car_text({}, { locale }),
      path: "/fleet",
      action: m.quick_view_fleet({}, { locale }),
      video: site.quickBookingVideos.car,
      poster: pictures.carPoster,
    },
    {
      title: m.quick_yacht_title({}, { locale }),
      text: m.quick_yacht_text({ length: YACHT.lengthFt, hours: YACHT.minimumHours }, { locale }),
      path: "/yacht-charter",
      action: m.quick_view_yachts({}, { locale }),
      video: site.quickBookingVideos.yacht,
      poster: pictures.yachtPoster,
    },
  ];
  return (
    <div className="container-page py-16 sm:py-24">
      {loaderData.jsonLd ? <JsonLd data={loaderData.jsonLd} /> : null}
      <SectionHeading as="h1" eyebrow={m.quick_title({}, { locale })} title={m.quick_heading({}, { locale })}>
        {m.quick_lead({}, { locale })}
      </SectionHeading>
      <ul className="mt-14 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {tiles.map((tile, index) => (
          <li key={tile.path}>
            <article
              aria-labelledby={`tile-${tile.path.slice(1)}`}
              className="relative isolate flex min-h-[26rem] flex-col justify-end overflow-hidden rounded-3xl p-8 ring-1 ring-gold-500/25 sm:min-h-[32rem] sm:p-10"
            >
              <LazyVideo
                src={tile.video}
                poster={tile.poster}
                sizes={TILE_SIZES}
                crop={TILE_CROP}
                className="absolute inset-0 -z-20 size-full"
                controlClassName="right-4 top-4"
                // The first tile is the first screen's picture on a phone.
                priority={index === 0}
              />
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/95 via-black/45 to-black/10" />
              <h2 id={`tile-${tile.path.slice(1)}`} className="text-3xl font-bold text-white sm:text-4xl">
                {tile.title}
              </h2>
              <p className="mt-3 max-w-md text-pretty text-stone-200">{tile.text}</p>
              <Link to={localePath(locale, tile.path)} className={cta({ size: "lg", className: "mt-7 self-start" })}>
                {tile.action}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
