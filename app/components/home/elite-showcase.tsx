import { Suspense } from "react";
import { Await, Link } from "react-router";
import { Carousel } from "~/components/ui/carousel";
import { cta } from "~/components/ui/cta";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";
import type { ShowcaseVehicle } from "~/catalog/fleet";
import { vehicleName, vehiclePath } from "~/catalog/vehicle";
import { localePath, useLocale, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// SPEC.md's Elite Fleet: up to four featured vehicles, alternating sides.
// `null` means the catalog could not be read at all (the loader logged it).

export type Showcase = ShowcaseVehicle[] | null;

/** Full width to 1023 px, then half the page container beside the text (at most 1280 px of page). */
export const SHOWCASE_SIZES =
  "(min-width: 1280px) 584px, (min-width: 1024px) calc((100vw - 112px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/**
 * The server always sends the showcase itself; only a client navigation hands
 * over a promise, and only then does the visitor see the loading line. The
 * server path deliberately has no <Suspense>: React outlines a large finished
 * boundary behind a script that swaps it in, which leaves it hidden without
 * JavaScript.
 */
export function EliteShowcase({ showcase }: { showcase: Showcase | Promise<Showcase> }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="elite-fleet-title" className="bg-ink-950 py-24 sm:py-32">
      <div className="container-page">
        <SectionHeading eyebrow={m.home_showcase_eyebrow({}, { locale })} title={m.home_showcase_title({}, { locale })} id="elite-fleet-title">
          {m.home_showcase_lead({}, { locale })}
        </SectionHeading>
        {showcase instanceof Promise ? (
          <Suspense fallback={<Notice role="status">{m.home_showcase_loading({}, { locale })}</Notice>}>
            <Await resolve={showcase} errorElement={<ShowcaseFailed locale={locale} />}>
              {(vehicles: Showcase) => <ShowcaseBody showcase={vehicles} locale={locale} />}
            </Await>
          </Suspense>
        ) : (
          <ShowcaseBody showcase={showcase} locale={locale} />
        )}
        <div className="mt-16 text-center">
          <Link to={localePath(locale, "/fleet")} className={cta({ tone: "outline", size: "lg" })}>
            {m.home_showcase_more({}, { locale })}
          </Link>
        </div>
      </div>
    </section>
  );
}

function ShowcaseBody({ showcase, locale }: { showcase: Showcase; locale: Locale }) {
  return showcase ? <ShowcaseList vehicles={showcase} locale={locale} /> : <ShowcaseFailed locale={locale} />;
}

function ShowcaseFailed({ locale }: { locale: Locale }) {
  return <Notice role="alert">{m.home_showcase_error({}, { locale })}</Notice>;
}

function Notice({ role, children }: { role: "status" | "alert"; children: string }) {
  return (
    <p role={role} className="mx-auto mt-14 max-w-xl rounded-2xl border border-white/10 bg-ink-900 px-6 py-10 text-center text-stone-300">
      {children}
    </p>
  );
}

function ShowcaseList({ vehicles, locale }: { vehicles: ShowcaseVehicle[]; locale: Locale }) {
  return (
    <ul className="mt-16 space-y-20 sm:space-y-28">
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <ShowcaseItem vehicle={vehicle} reversed={index % 2 === 1} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function ShowcaseItem({ vehicle, reversed, locale }: { vehicle: ShowcaseVehicle; reversed: boolean; locale: Locale }) {
  const name = vehicleName(vehicle);
  const images = vehicle.images.length > 0 ? vehicle.images : [null];
  const path = localePath(locale, vehiclePath(vehicle));
  // Each photo also leads to the vehicle; out of the tab order, since BOOK NOW does too.
  const slides = images.map((picture, index) => (
    <Link key={index} to={path} tabIndex={-1} draggable={false} className="block size-full">
      <Picture
        picture={picture}
        width={1280}
        height={800}
        alt={images.length > 1 ? m.home_showcase_photo({ name, number: index + 1 }, { locale }) : name}
        sizes={SHOWCASE_SIZES}
        className="size-full"
      />
    </Link>
  ));
  return (
    <article
      aria-labelledby={`showcase-${vehicle.slug}`}
      data-side={reversed ? "right" : "left"}
      className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn("min-w-0 overflow-hidden rounded-3xl ring-1 ring-gold-500/25 shadow-[0_30px_80px_-30px_rgba(212,175,55,0.35)]", reversed && "lg:order-2")}>
        <Carousel label={m.home_showcase_photos({ name }, { locale })} slides={slides} className="aspect-[16/10]" afterPaint />
      </div>
      <div className={cn("min-w-0", reversed && "lg:order-1 lg:text-right")}>
        <p className="text-xs font-semibold uppercase tracking-[0.35em] text-gold-400">{vehicle.brand}</p>
        <h3 id={`showcase-${vehicle.slug}`} className="mt-3 text-3xl font-bold text-white sm:text-4xl">
          {name}
        </h3>
        {vehicle.variant ? <p className="mt-2 text-lg font-medium text-gold-300">{vehicle.variant}</p> : null}
        {vehicle.description ? (
          <p className={cn("mt-5 max-w-xl text-base leading-relaxed text-pretty text-stone-300", reversed && "lg:ml-auto")}>
            {vehicle.description}
          </p>
        ) : null}
        <Link to={path} className={cta({ className: "mt-8" })}>
          {m.nav_book_now({}, { locale })}<span className="sr-only">: {name}</span>
        </Link>
      </div>
    </article>
  );
}
