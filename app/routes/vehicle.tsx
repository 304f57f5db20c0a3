import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/vehicle";
import { BookingPanel } from "~/components/fleet/booking-panel";
import { deferred } from "~/hydration/deferred";
import { VehicleGallery } from "~/components/fleet/vehicle-gallery";
import { AvailabilityBadge } from "~/components/fleet/availability-badge";
import { JsonLd } from "~/components/json-ld";
import { VEHICLE_BOOKING_FORM } from "~/enquiries/form-ids";
import type { Catalog } from "~/catalog/catalog.server";
import { BackendUnavailableError } from "~/lib/read-cache.server";
import { handleEnquiry } from "~/enquiries/action.server";
import { todayIn } from "~/enquiries/dates";
import { vehicleBookingDraft, vehicleBookingSchema } from "~/enquiries/vehicle-booking";
import { cacheTagHeaders, NO_STORE, pageHeaders, vehicleTag } from "~/document/http";
import { faqHref } from "~/faq/faq";
import { resolveTerms } from "~/catalog/rental-terms";
import { pageMeta } from "~/seo/seo";
import { absoluteUrl, type SiteConfig } from "~/lib/site";
import { useFaqTopics, useSite } from "~/lib/use-site";
import { useDocumentFallback } from "~/hydration/navigation-fallback";
import { vehicleName, vehiclePath } from "~/catalog/vehicle";
import { priceText, toCardVehicle } from "~/catalog/fleet";
import { notFoundText, vehicleIn, vehiclePageText } from "~/catalog/vehicle-page.server";
import type { PageText } from "~/catalog/fleet-page.server";
import { services } from "~/lib/services.server";
import { localeOfPath, localePath, useLocale, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The breadcrumb's links, text with nothing to click, the similar vehicles far
// below, and the not-found page's links: hydrated after the page (app/hydration/deferred.tsx).
// So are the share links: WhatsApp is a plain link, and the two copy buttons,
// which need the script, appear once the visitor touches, scrolls or points at the page.
const ShareButtons = deferred(() => import("~/components/fleet/share-buttons").then((module) => module.ShareButtons));
const Breadcrumb = deferred(() => import("~/components/fleet/breadcrumb").then((module) => module.Breadcrumb));
const loadSpecs = () => import("~/components/fleet/vehicle-specs");
const AboutVehicle = deferred(() => loadSpecs().then((module) => module.AboutVehicle));
const VehicleSpecs = deferred(() => loadSpecs().then((module) => module.VehicleSpecs));
const PremiumFeatures = deferred(() => loadSpecs().then((module) => module.PremiumFeatures));
const SimilarVehicles = deferred(() => import("~/components/fleet/similar-vehicles").then((module) => module.SimilarVehicles));
// The booking form too: until then it posts without JavaScript, which the action answers.
const VehicleBookingForm = deferred(() => import("~/components/forms/vehicle-booking-form").then((module) => module.VehicleBookingForm));
const VehicleNotFound = deferred(() => import("~/components/fleet/vehicle-not-found").then((module) => module.VehicleNotFound));

// /fleet/{id} and /es/fleet/{id}: any vehicle, booked ones too, at its
// canonical slug. A raw id or another spelling answers 301 to the canonical
// path in the same language (DESIGN.md).

/**
 * The vehicle a URL names; a 404 when there is none, a 503 with no catalog
 * data at all. Either carries the page's title and description in its language.
 */
async function findVehicleOrThrow(catalog: Catalog, param: string, site: SiteConfig, locale: Locale) {
  let found;
  try {
    found = await catalog.findVehicle(param);
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    throw data(notFoundText(site, locale), { status: 503, headers: { "Cache-Control": NO_STORE } });
  }
  if (!found) throw data(notFoundText(site, locale), { status: 404 });
  return found;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { catalog, config, pictures } = services(context);
  const locale = localeOfPath(url.pathname);
  const found = await findVehicleOrThrow(catalog, params.id, config.site, locale);
  // The page reads no query parameter, so the redirect carries none (utm_*, fbclid...): one URL per vehicle.
  if (!found.canonical) throw redirect(localePath(locale, vehiclePath(found.vehicle)), 301);
  const similar = await catalog.similar(found.vehicle);
  const vehicle = vehicleIn(found.vehicle, locale);
  const terms = resolveTerms(vehicle.terms, config.rentalDefaults);
  // Built here, on the server: the builders and their words never ship to the browser.
  // The photos as the page shows them; `vehicle.images` stay storage paths (or a row's own URLs).
  const photos = vehicle.images.map((image) => pictures.picture(image));
  const { meta, crumbs, share, jsonLd } = vehiclePageText({ site: config.site, vehicle, photos, terms, locale });
  return data(
    {
      vehicle,
      photos,
      terms,
      similar: similar.map((item) => toCardVehicle(item, pictures)),
      today: todayIn(config.site.timezone),
      meta,
      crumbs,
      share,
      jsonLd,
    },
    { headers: cacheTagHeaders([vehicle, ...similar].map((shown) => vehicleTag(shown.id))) },
  );
}

// The booking form without JavaScript. The vehicle is the one this URL names,
// never anything from the form.
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { catalog, config } = services(context);
  const { vehicle } = await findVehicleOrThrow(catalog, params.id, config.site, localeOfPath(url.pathname));
  const today = todayIn(config.site.timezone);
  // The same terms the page showed, so the draft repeats what the visitor read.
  const terms = resolveTerms(vehicle.terms, config.rentalDefaults);
  return handleEnquiry(
    request,
    context,
    VEHICLE_BOOKING_FORM,
    (locale) => vehicleBookingSchema(today, locale),
    (form, locale) => vehicleBookingDraft(config.site, vehicle, form, terms, locale),
  );
}

export { clientAction } from "~/enquiries/client-action";

// A thrown 404/503 carries its own Cache-Control (errorHeaders).
export { shouldRevalidate } from "~/enquiries/revalidate";

export function headers({ loaderHeaders, actionHeaders, errorHeaders, parentHeaders }: Route.HeadersArgs): HeadersInit {
  return pageHeaders({ loaderHeaders: errorHeaders ?? loaderHeaders, actionHeaders, parentHeaders });
}

// The words come with the data (or with a 404 or 503), in the page's language;
// an unexpected error leaves the root's title.
export function meta({ location, loaderData, error, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) {
    const text = isRouteErrorResponse(error) ? (error.data as PageText | null) : null;
    if (!text) return matches[0].meta;
    return pageMeta({ locale, root: matches[0].loaderData, ...text, path: "/fleet", noindex: true });
  }
  const { vehicle } = loaderData;
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    ...loaderData.meta,
    path: vehiclePath(vehicle),
    image: loaderData.photos[0],
    type: "product",
  });
}

export default function VehiclePage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, photos, terms, similar, today, crumbs, share, jsonLd } = loaderData;
  const site = useSite();
  const locale = useLocale();
  const faqTarget = faqHref(useFaqTopics(), "requirements");
  const faqLink = faqTarget === null ? null : localePath(locale, faqTarget);
  const name = vehicleName(vehicle);
  return (
    <div className="container-page py-8 sm:py-12">
      <JsonLd data={jsonLd} />
      <Breadcrumb crumbs={crumbs} />
      <header className="mt-6 flex flex-col gap-6 border-b border-white/10 pb-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <AvailabilityBadge available={vehicle.is_available} />
          <h1 className="mt-4 text-4xl font-bold text-stone-50 sm:text-5xl lg:text-6xl">{name}</h1>
          {vehicle.variant ? <p className="mt-2 text-lg text-gold-300 sm:text-xl">{vehicle.variant}</p> : null}
          <p className="mt-3 text-stone-300">
            <span className="text-xl font-semibold text-gold-400">{priceText(vehicle.price_per_day, locale)}</span>
            {vehicle.price_per_day === null ? null : <span className="text-stone-400"> {m.vehicle_per_day({}, { locale })}</span>}
            {/* Two prices, read as two: the dot is hidden, so a screen reader gets a comma. */}
            <span aria-hidden="true" className="mx-3 text-stone-600">·</span>
            <span className="sr-only">, </span>
            <span className="font-semibold text-stone-100">{priceText(vehicle.price_per_hour, locale)}</span>
            {vehicle.price_per_hour === null ? null : <span className="text-stone-400"> {m.vehicle_per_hour({}, { locale })}</span>}
          </p>
          {/* On phones the booking panel comes after the details: a way straight to it. */}
          <a
            href="#book"
            className="mt-5 inline-flex min-h-11 items-center rounded-full bg-gold-500 px-6 text-sm font-bold tracking-[0.16em] text-black uppercase transition-colors hover:bg-gold-400 lg:hidden"
          >
            {vehicle.is_available ? m.vehicle_book_cta({}, { locale }) : m.vehicle_ask_cta({}, { locale })}
          </a>
        </div>
        <ShareButtons url={absoluteUrl(site, share.path)} text={share.text} />
      </header>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-14">
        <div className="min-w-0 space-y-14">
          {photos.length > 0 ? <VehicleGallery name={name} images={photos} /> : null}
          {vehicle.description ? <AboutVehicle description={vehicle.description} /> : null}
          <VehicleSpecs vehicle={vehicle} />
          {vehicle.special_features.length > 0 ? <PremiumFeatures features={vehicle.special_features} /> : null}
        </div>
        <div className="min-w-0">
          <BookingPanel vehicle={vehicle} terms={terms} faqLink={faqLink}>
            <VehicleBookingForm vehicle={vehicle} today={today} serverResult={actionData} />
          </BookingPanel>
        </div>
      </div>
      {similar.length > 0 ? <SimilarVehicles vehicles={similar} /> : null}
    </div>
  );
}

// 404 (no such vehicle), 503 (no data at all) and anything unexpected: SPEC.md
// shows the same page for a missing vehicle and a load error.
// A navigation that failed in the browser loads the page from the server instead (app/hydration/navigation-fallback.ts).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reloading = useDocumentFallback(error);
  if (reloading) return null;
  return <VehicleNotFound />;
}
