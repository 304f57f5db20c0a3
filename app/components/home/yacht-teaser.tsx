import { Link } from "react-router";
import { cta } from "~/components/ui/cta";
import { LazyVideo } from "~/components/ui/lazy-video";
import type { CropPart } from "~/components/ui/picture";
import { formatUsd } from "~/enquiries/yacht-price";
import type { Picture } from "~/pictures/picture";
import { mediaUrl, YACHT } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/** The 16:9 poster covers the full-width section, at least 36rem (sm: 40rem) tall. */
const TEASER_SIZES = "(min-width: 640px) max(100vw, 1138px), max(100vw, 1024px)";
/** On a phone the section is 36rem tall and about 3:4: the poster's 3:4 centre covers it. */
const TEASER_CROP: CropPart = { shape: "portrait", media: "(max-width: 459px)", sizes: "max(100vw, 432px)", span: [432, 460] };

export function YachtTeaser({ id, poster }: { id: string; poster: Picture }) {
  const site = useSite();
  const locale = useLocale();
  // The scroll-down control moves exactly one viewport height (SPEC.md): the scroll
  // padding kept for the sticky header is undone for this one anchor target.
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative isolate flex scroll-mt-[calc(-1*(var(--header-height)+0.5rem))] min-h-[36rem] items-center overflow-hidden py-24 sm:min-h-[40rem]">
      <LazyVideo
        src={mediaUrl(site, "pipeline/yatch1.mp4")}
        poster={poster}
        sizes={TEASER_SIZES}
        crop={TEASER_CROP}
        className="absolute inset-0 -z-20 size-full"
        controlClassName="right-4 top-4"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/85 via-black/55 to-black/20" />
      <div className="container-page">
        <div className="max-w-xl">
          <p className="text-xs font-semibold uppercase tracking-[0.35em] text-gold-400">{m.common_yacht_charter({}, { locale })}</p>
          <h2 id={`${id}-title`} className="mt-3 text-4xl font-bold text-white sm:text-6xl">
            {m.home_teaser_title({}, { locale })}
          </h2>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-gold-400/60 bg-black/40 px-4 py-1.5 text-sm font-semibold tracking-wide text-gold-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-400" />
            {m.common_hour_minimum({ hours: YACHT.minimumHours }, { locale })}
          </p>
          <p className="mt-6 text-lg text-pretty text-stone-200">
            {m.home_teaser_text({ length: YACHT.lengthFt, guests: YACHT.guests, price: formatUsd(YACHT.pricePerHour) }, { locale })}
          </p>
          <Link to={localePath(locale, "/yacht-charter")} className={cta({ size: "lg", className: "mt-9" })}>
            {m.home_teaser_book({}, { locale })}
          </Link>
        </div>
      </div>
    </section>
  );
}
