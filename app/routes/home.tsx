import { useEffect } from "react";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { deferred } from "~/hydration/deferred";
import type { Showcase } from "~/components/home/elite-showcase";
import type { BrandLogos } from "~/components/home/brand-wall";
import { BRAND_WALL } from "~/catalog/brand-wall";
import { toShowcaseVehicle, type ShowcaseVehicle } from "~/catalog/fleet";
import { Hero } from "~/components/home/hero";
import { JsonLd } from "~/components/json-ld";
import { businessJsonLd } from "~/seo/business-jsonld";
import { handleEnquiry } from "~/enquiries/action.server";
import { eliteBookingDraft, eliteBookingSchema } from "~/enquiries/elite-booking";
import { ELITE_BOOKING_FORM } from "~/enquiries/form-ids";
import { cacheTagHeaders, NO_STORE, pageHeaders, vehicleTag } from "~/document/http";
import { errorMessage, logEvent } from "~/lib/log.server";
import { pageMeta } from "~/seo/seo";
import { SITE_PICTURES } from "~/pictures/site-media";
import { services } from "~/lib/services.server";
import { useSitePictures } from "~/lib/use-site";
import { localeOfPath, localePath, requestLocale, useLocale, type Locale } from "~/i18n/i18n";
import { webPageJsonLd } from "~/seo/structured-data";
import { ownWordsIn } from "~/catalog/vehicle";
import { m } from "~/paraglide/messages";

const NEXT_SECTION_ID = "luxury-charter";

// Everything below the first screen is hydrated after the page
// (app/hydration/deferred.tsx): until its code is there, links,
// pictures and the form work as plain HTML, and the showcase's photos move by
// swipe and by their dots; its arrows and the clips come with the code.
const YachtTeaser = deferred(() => import("~/components/home/yacht-teaser").then((module) => module.YachtTeaser));
const EliteShowcase = deferred(() => import("~/components/home/elite-showcase").then((module) => module.EliteShowcase));
const BrandWall = deferred(() => import("~/components/home/brand-wall").then((module) => module.BrandWall));
const Pipeline = deferred(() => import("~/components/home/pipeline").then((module) => module.Pipeline));
const EliteBookingSection = deferred(() =>
  import("~/components/home/elite-booking-section").then((module) => module.EliteBookingSection),
);

// The showcase is one section of the page, so a catalog failure costs only
// that section: the page still answers 200, but never from a shared cache.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, config, pictures } = services(context);
  const locale = requestLocale(request);
  let showcase: Showcase;
  try {
    // The owner's words in the page's language (English where a Spanish one is empty).
    showcase = (await catalog.showcase()).map((vehicle) => toShowcaseVehicle(ownWordsIn(vehicle, locale), pictures.picture));
  } catch (error) {
    logEvent("error", "home.showcase_failed", { message: errorMessage(error) });
    showcase = null;
  }
  // The business's JSON-LD is built here, on the server: its builder never ships to the browser.
  const jsonLd = businessJsonLd(
    config.site,
    { logo: pictures.picture(SITE_PICTURES.logo), image: pictures.picture(SITE_PICTURES.hero) },
    locale,
  );
  const page = webPageJsonLd(config.site, { type: "WebPage", path: localePath(locale, "/"), name: config.site.name, locale });
  const brandLogos: BrandLogos = BRAND_WALL.map((brand) => pictures.logo(brand.path));
  return data(
    { showcase, brandLogos, jsonLd: [page, jsonLd] },
    { headers: showcase ? cacheTagHeaders(showcase.map((vehicle) => vehicleTag(vehicle.id))) : { "Cache-Control": NO_STORE } },
  );
}

// The elite booking form without JavaScript: 400 with messages, or 303 to the draft.
export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  return handleEnquiry(request, context, ELITE_BOOKING_FORM, eliteBookingSchema, (form, locale) =>
    eliteBookingDraft(config.site, form, locale),
  );
}

export { clientAction } from "~/enquiries/client-action";

// On a client navigation the page appears at once and the showcase follows,
// instead of the visitor waiting on the previous page.
// (Structured data is for crawlers, which load the page from the server.)
// Once the page has shown a showcase, coming back (Back, or any link) shows it
// again at once, at the height it had, while a fresh copy is fetched for next
// time: Back then restores the visitor's position on the same page.
// One per language: the descriptions are the page's language.
const lastShowcase: Partial<Record<Locale, ShowcaseVehicle[]>> = {};
// The brand wall's logos are the same in every language.
let lastBrandLogos: BrandLogos | null = null;

export function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const locale = requestLocale(request);
  const result = serverLoader();
  const fresh = result.then((result) => {
    if (result.showcase) lastShowcase[locale] = result.showcase;
    lastBrandLogos = result.brandLogos;
    return result.showcase;
  });
  const brandLogos = lastBrandLogos ?? result.then((result) => result.brandLogos);
  const last = lastShowcase[locale];
  if (last) {
    fresh.catch(() => undefined);
    return { showcase: last, brandLogos, jsonLd: null };
  }
  return { showcase: fresh, brandLogos, jsonLd: null };
}

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: m.home_meta_title({ name: site.name }, { locale }),
    description: m.home_meta_description({ tagline: m.common_tagline({}, { locale }) }, { locale }),
    path: "/",
  });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { showcase } = loaderData;
  const media = useSitePictures();
  const locale = useLocale();
  useEffect(() => {
    if (Array.isArray(showcase)) lastShowcase[locale] = showcase;
    if (Array.isArray(loaderData.brandLogos)) lastBrandLogos = loaderData.brandLogos;
  }, [showcase, locale, loaderData.brandLogos]);
  return (
    <>
      {loaderData.jsonLd ? <JsonLd data={loaderData.jsonLd} /> : null}
      <Hero nextSectionId={NEXT_SECTION_ID} picture={media.hero} />
      <YachtTeaser id={NEXT_SECTION_ID} poster={media.yachtTeaserPoster} />
      <EliteShowcase showcase={loaderData.showcase} />
      <BrandWall logos={loaderData.brandLogos} />
      <Pipeline poster={media.pipelinePoster} />
      <EliteBookingSection serverResult={actionData} />
    </>
  );
}
