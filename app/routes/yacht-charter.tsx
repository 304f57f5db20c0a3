import type { Route } from "./+types/yacht-charter";
import { JsonLd } from "~/components/json-ld";
import { YachtGallery } from "~/components/yacht/yacht-gallery";
import { YachtHero } from "~/components/yacht/yacht-hero";
import { breadcrumbJsonLd, webPageJsonLd } from "~/seo/structured-data";
import { YACHT_BOOKING_FORM } from "~/enquiries/form-ids";
import { handleEnquiry } from "~/enquiries/action.server";
import { todayIn } from "~/enquiries/dates";
import { yachtBookingDraft, yachtBookingSchema } from "~/enquiries/yacht-booking";
import { pageHeaders } from "~/document/http";
import { formatUsd } from "~/enquiries/yacht-price";
import { pageMeta } from "~/seo/seo";
import { YACHT } from "~/lib/site";
import { faqHref } from "~/faq/faq";
import { useFaqTopics, useSitePictures } from "~/lib/use-site";
import { services } from "~/lib/services.server";
import { deferred } from "~/hydration/deferred";
import { localeOfPath, localePath, requestLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

const BOOKING_ID = "book-charter";

// Plain text below the first screen, and the booking section (whose form posts
// without JavaScript until then): hydrated after the page (app/hydration/deferred.tsx).
const YachtDetails = deferred(() => import("~/components/yacht/yacht-details").then((module) => module.YachtDetails));
const YachtBookingSection = deferred(() =>
  import("~/components/yacht/yacht-booking-section").then((module) => module.YachtBookingSection),
);

// "Today" for the date field's minimum: the business's today, not the server's.
// The breadcrumbs' JSON-LD is built here, on the server: its builder never ships to the browser.
export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = services(context).config;
  const locale = requestLocale(request);
  const crumbs = [
    { name: m.nav_home({}, { locale }), path: "/" },
    { name: m.common_yacht_charter({}, { locale }), path: "/yacht-charter" },
  ];
  const page = webPageJsonLd(site, { type: "WebPage", path: localePath(locale, "/yacht-charter"), name: m.common_yacht_charter({}, { locale }), locale });
  const jsonLd = [page, breadcrumbJsonLd(site, crumbs, locale)];
  return { today: todayIn(site.timezone), jsonLd };
}

export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  const today = todayIn(config.site.timezone);
  return handleEnquiry(
    request,
    context,
    YACHT_BOOKING_FORM,
    (locale) => yachtBookingSchema(today, locale),
    (form, locale) => yachtBookingDraft(config.site, form, locale),
  );
}

export { clientAction } from "~/enquiries/client-action";

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: m.yacht_meta_title({ name: site.name }, { locale }),
    description: m.yacht_meta_description(
      { length: YACHT.lengthFt, guests: YACHT.guests, price: formatUsd(YACHT.pricePerHour), hours: YACHT.minimumHours },
      { locale },
    ),
    path: "/yacht-charter",
    image: matches[0].loaderData.pictures.yacht[0],
  });
}

export default function YachtCharter({ loaderData, actionData }: Route.ComponentProps) {
  const faqLink = faqHref(useFaqTopics(), "yacht");
  const pictures = useSitePictures();
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <YachtHero bookingId={BOOKING_ID} poster={pictures.yachtPoster} />
      <div className="container-page space-y-20 py-16 sm:space-y-28 sm:py-24">
        <YachtDetails />
        <YachtGallery pictures={pictures.yacht} />
        <YachtBookingSection id={BOOKING_ID} faqLink={faqLink} today={loaderData.today} serverResult={actionData} />
      </div>
    </>
  );
}
