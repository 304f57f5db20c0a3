import { Link } from "~/components/ui/link";
import { Carousel } from "~/components/ui/carousel";
import { Picture, type Span } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { LOGO_BOXES, LOGO_PLACEHOLDER } from "~/pictures/picture";
import { vehicleName, vehiclePath } from "~/catalog/vehicle";
import { priceText, type CardVehicle } from "~/catalog/fleet";
import { localePath, useLocale, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { AvailabilityBadge } from "./availability-badge";

// One vehicle in a grid. The whole card opens the vehicle page: the photos are
// links hidden from assistive technology and the tab order, and the
// "View details" link stretches over the text below them. So a pointer can
// click anywhere (except the carousel's own controls) while keyboard and
// screen-reader users meet one link named after the vehicle.

export const CARD_IMAGE = { width: 1280, height: 800 } as const;

/**
 * The card's width in the fleet grid and the similar-vehicles grid (the same
 * grid in the same page container): one column under 640 px, two to 1023 px,
 * three from 1024 px, at most 1280 px of page (e2e/pictures/picture-sizes.test.ts).
 */
export const CARD_SIZES =
  "(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

/**
 * The card's narrowest and widest box: 240 px on a 272 px screen, and 607 px
 * on a 639 px one, the widest single column (two columns from 640 px and
 * three from 1024 px are narrower; e2e/pictures/picture-sizes.test.ts).
 */
export const CARD_SPAN: Span = [240, 608];

type VehicleCardProps = {
  vehicle: CardVehicle;
  headingLevel?: "h2" | "h3";
  /**
   * The page's first card: its photo is the first screen's picture on a phone,
   * fetched first. Every other card's photos wait for the first paint.
   */
  priority?: boolean;
};

export function VehicleCard({ vehicle, headingLevel: Heading = "h2", priority = false }: VehicleCardProps) {
  const locale = useLocale();
  const path = localePath(locale, vehiclePath(vehicle));
  const name = vehicleName(vehicle);
  const photos = vehicle.images.length > 0 ? vehicle.images : [null];
  const slides = photos.map((picture, index) => (
    <Link key={index} to={path} tabIndex={-1} aria-hidden="true" className="block h-full" draggable={false}>
      <Picture
        picture={picture}
        {...CARD_IMAGE}
        sizes={CARD_SIZES}
        span={CARD_SPAN}
        alt=""
        priority={priority && index === 0}
        className="h-full w-full transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
    </Link>
  ));

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 shadow-xl shadow-black/40 transition-colors duration-300 hover:border-gold-500/60 focus-within:border-gold-500/60">
      <div className="relative aspect-[16/10] overflow-hidden">
        <Carousel label={m.fleet_photos({ name }, { locale })} slides={slides} className="h-full" afterPaint={!priority} />
        <AvailabilityBadge available={vehicle.is_available} className="pointer-events-none absolute top-3 left-3 z-10" />
        {vehicle.logo ? (
          // The wordmark is centred in its own box, so it sits in a chip of its own.
          <span
            data-after-paint={priority ? undefined : ""}
            className="pointer-events-none absolute top-3 right-3 z-10 rounded-full bg-black/65 px-1 ring-1 ring-white/15 backdrop-blur"
          >
            <Picture
              picture={vehicle.logo}
              logo="chip"
              {...LOGO_BOXES.chip}
              sizes="96px"
              fit="contain"
              placeholder={LOGO_PLACEHOLDER}
              alt=""
              backdrop={false}
              className="h-8 w-auto max-w-24"
            />
          </span>
        ) : null}
      </div>
      <div className="relative flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-2xl leading-tight font-bold text-stone-50">{name}</Heading>
        <p className="mt-1.5 text-sm">
          {vehicle.variant ? <span className="text-gold-300">{vehicle.variant}</span> : null}
          {vehicle.variant && vehicle.year !== null ? <span aria-hidden="true" className="mx-2 text-stone-600">·</span> : null}
          {vehicle.year !== null ? <span className="tracking-[0.12em] text-stone-400">{vehicle.year}</span> : null}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-white/10 pt-4">
          <Price label={m.fleet_per_day({}, { locale })} amount={vehicle.price_per_day} locale={locale} strong />
          <Price label={m.fleet_per_hour({}, { locale })} amount={vehicle.price_per_hour} locale={locale} />
        </dl>
        <Link
          to={path}
          // Starts with the visible words, so speech users can say what they see.
          aria-label={m.fleet_view_details_label({ name: [name, vehicle.variant].filter(Boolean).join(" ") }, { locale })}
          className={cn(
            "mt-6 inline-flex items-center justify-center rounded-full border border-gold-500/70 px-5 py-3 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase transition-colors",
            "group-hover:bg-gold-500 group-hover:text-black",
            // The stretched part: the link's box covers the card's text area.
            "after:absolute after:inset-0 after:content-['']",
          )}
        >
          {m.fleet_view_details({}, { locale })}
        </Link>
      </div>
    </article>
  );
}

function Price({ label, amount, locale, strong = false }: { label: string; amount: number | null; locale: Locale; strong?: boolean }) {
  return (
    <div>
      <dt className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">{label}</dt>
      <dd className={cn("mt-1 font-semibold", strong ? "text-xl text-gold-400" : "text-lg text-stone-100")}>{priceText(amount, locale)}</dd>
    </div>
  );
}
