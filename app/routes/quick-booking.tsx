import { Link } from "react-router";
import type { Route } from "./+types/quick-booking";
import { JsonLd } from "~/components/json-ld";
import { cta } from "~/components/ui/cta";
import { LazyVideo } from "~/components/ui/lazy-video";
import { SectionHeading } from "~/components/ui/section-heading";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { pageHeaders } from "~/lib/http";
import { pageMeta } from "~/lib/seo";
import { YACHT } from "~/lib/site";
import { useSite, useSitePictures } from "~/lib/use-site";
import { localeOfPath } from "~/lib/i18n";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  return pageMeta({ locale: localeOfPath(location.pathname),
    root: matches[0].loaderData,
    title: `Quick Booking | ${site.name}`,
    description: "Book an exotic car rental or a private yacht charter in Miami: choose your experience and reserve in minutes, 24/7.",
    path: "/quick-booking",
  });
}

/**
 * A tile: full width to 1023 px, then half the page container; the 16:9 poster
 * covers it, at least 26rem (sm: 32rem) tall, so on a phone its height decides.
 */
const TILE_SIZES =
  "(min-width: 1280px) 910px, (min-width: 1024px) max(calc((100vw - 72px) / 2), 910px), (min-width: 640px) max(calc(100vw - 48px), 910px), max(calc(100vw - 32px), 740px)";

export default function QuickBooking() {
  const site = useSite();
  const pictures = useSitePictures();
  // The clips may be hosted anywhere (configuration); the posters are ours.
  const tiles = [
    {
      title: "Car Rental",
      text: "Lamborghini, Rolls-Royce, Mercedes G63 and more, ready by the day or by the hour.",
      to: "/fleet",
      action: "View Fleet",
      video: site.quickBookingVideos.car,
      poster: pictures.carPoster,
    },
    {
      title: "Yacht Charter",
      text: `A private ${YACHT.lengthFt}ft yacht with full bar and sound system, from a ${YACHT.minimumHours} hour minimum.`,
      to: "/yacht-charter",
      action: "View Yachts",
      video: site.quickBookingVideos.yacht,
      poster: pictures.yachtPoster,
    },
  ];
  return (
    <div className="container-page py-16 sm:py-24">
      <JsonLd data={breadcrumbJsonLd(site, [{ name: "Home", path: "/" }, { name: "Quick Booking", path: "/quick-booking" }])} />
      <SectionHeading as="h1" eyebrow="Quick Booking" title="Choose Your Experience">
        Pick what you would like to book; every enquiry gets a reply within 24 hours.
      </SectionHeading>
      <ul className="mt-14 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {tiles.map((tile, index) => (
          <li key={tile.to}>
            <article
              aria-labelledby={`tile-${tile.to.slice(1)}`}
              className="relative isolate flex min-h-[26rem] flex-col justify-end overflow-hidden rounded-3xl p-8 ring-1 ring-gold-500/25 sm:min-h-[32rem] sm:p-10"
            >
              <LazyVideo
                src={tile.video}
                poster={tile.poster}
                sizes={TILE_SIZES}
                className="absolute inset-0 -z-20 size-full"
                controlClassName="right-4 top-4"
                // The first tile is the first screen's picture on a phone.
                priority={index === 0}
              />
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/95 via-black/45 to-black/10" />
              <h2 id={`tile-${tile.to.slice(1)}`} className="text-3xl font-bold text-white sm:text-4xl">
                {tile.title}
              </h2>
              <p className="mt-3 max-w-md text-pretty text-stone-200">{tile.text}</p>
              <Link to={tile.to} className={cta({ size: "lg", className: "mt-7 self-start" })}>
                {tile.action}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
