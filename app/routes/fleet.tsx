import { data } from "react-router";
import type { Route } from "./+types/fleet";
import { BrandFilter } from "~/components/fleet/brand-filter";
import { FleetIntro } from "~/components/fleet/fleet-intro";
import { FleetMessage } from "~/components/fleet/fleet-message";
import { usePendingPath } from "~/components/fleet/fleet-pending";
import { FleetSkeletonGrid } from "~/components/fleet/vehicle-card-skeleton";
import { VehicleCard } from "~/components/fleet/vehicle-card";
import { JsonLd } from "~/components/json-ld";
import { BackendUnavailableError } from "~/lib/read-cache.server";
import { brandFilterHref, FIRST_SCREEN_CARDS, fleetBrands, filterByBrand, requestedBrand, toCardVehicle, UNKNOWN_BRAND, type CardVehicle } from "~/catalog/fleet";
import { NO_STORE, pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { useDocumentFallback } from "~/hydration/navigation-fallback";
import { services } from "~/lib/services.server";
import { localeOfPath, localePath, useLocale } from "~/i18n/i18n";
import { fleetJsonLd, fleetMeta, fleetStatus } from "~/catalog/fleet-page.server";

// /fleet: every vehicle, available and booked, newest first, filtered by
// `?brand=` (DESIGN.md "Decisions on reads").

export async function loader({ url, context }: Route.LoaderArgs) {
  const { catalog, config } = services(context);
  const locale = localeOfPath(url.pathname);
  const active = requestedBrand(url.searchParams.get("brand"));
  // Built here, on the server: the builders and their words never ship to the browser.
  const jsonLd = fleetJsonLd(config.site, locale);
  let fleet;
  try {
    fleet = await catalog.fleet();
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    // Nothing cached and the backend is down: say so, and let no cache keep it.
    const meta = fleetMeta(config.site, locale, null, []);
    return data({ state: "unavailable" as const, jsonLd, meta }, { status: 503, headers: { "Cache-Control": NO_STORE } });
  }
  const brands = fleetBrands(fleet);
  const activeName = brands.find((brand) => brand.slug === active)?.name ?? null;
  const { pictures } = services(context);
  const vehicles = filterByBrand(fleet, active).map((vehicle, index) => toCardVehicle(vehicle, pictures, index < FIRST_SCREEN_CARDS));
  return {
    state: "ok" as const,
    jsonLd,
    meta: fleetMeta(config.site, locale, activeName, brands),
    status: fleetStatus(vehicles.length, activeName, locale),
    brands,
    active: active !== null && activeName === null ? UNKNOWN_BRAND : active,
    activeName,
    vehicles,
  };
}

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

// The title and description come with the data, in the page's language (the
// words stay on the server); an unexpected error leaves the root's.
export function meta({ location, loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return matches[0].meta;
  const view = loaderData.state === "ok" ? loaderData : null;
  const brand = view?.activeName ?? null;
  return pageMeta({
    locale: localeOfPath(location.pathname),
    root: matches[0].loaderData,
    ...loaderData.meta,
    path: brandFilterHref(brand ? (view?.active ?? null) : null),
    // An empty filter result is not a page worth indexing.
    noindex: Boolean(view?.active && !brand),
  });
}

export default function Fleet({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  // A brand filter click with JavaScript: the list is what the visitor waits for.
  const filtering = usePendingPath() === localePath(locale, "/fleet");
  const vehicles = loaderData.state === "ok" ? loaderData.vehicles : [];
  return (
    <div className="container-page py-16 sm:py-20">
      <JsonLd data={loaderData.jsonLd} />
      <FleetIntro />
      {loaderData.state === "unavailable" ? (
        <div className="mt-12">
          <FleetMessage state="unavailable" />
        </div>
      ) : (
        <>
          <div className="mt-10">
            <BrandFilter brands={loaderData.brands} active={loaderData.active} />
          </div>
          <div className="mt-10">
            {filtering ? (
              <FleetSkeletonGrid />
            ) : vehicles.length > 0 ? (
              <FleetGrid vehicles={vehicles} status={loaderData.status} />
            ) : (
              <FleetMessage state={loaderData.active ? "empty-filter" : "empty"} />
            )}
          </div>
        </>
      )}
    </div>
  );
}

// The first card's photo is `priority`: React preloads it from the document's head.
function FleetGrid({ vehicles, status }: { vehicles: readonly CardVehicle[]; status: string }) {
  return (
    <>
      <p className="sr-only" role="status">
        {status}
      </p>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {vehicles.map((vehicle, index) => (
          <FleetCardItem key={vehicle.slug} vehicle={vehicle} index={index} />
        ))}
      </ul>
    </>
  );
}
function FleetCardItem({ vehicle, index }: { vehicle: CardVehicle; index: number }) {
  return (
    // The stagger stops growing after a screenful, so no card waits more than a second.
    <li className="fleet-card-in min-w-0" style={{ "--stagger": Math.min(index, 9) } as React.CSSProperties}>
      <VehicleCard vehicle={vehicle} priority={index === 0} />
    </li>
  );
}

// Anything unexpected while loading the list reads like the outage it is to a visitor.
// A navigation that failed in the browser loads the page from the server instead (app/hydration/navigation-fallback.ts).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reloading = useDocumentFallback(error);
  if (reloading) return null;
  return (
    <div className="container-page py-16 sm:py-20">
      <FleetIntro />
      <div className="mt-12">
        <FleetMessage state="unavailable" />
      </div>
    </div>
  );
}
