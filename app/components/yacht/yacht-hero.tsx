import { LazyVideo } from "~/components/ui/lazy-video";
import type { CropPart } from "~/components/ui/picture";
import { cta } from "~/components/ui/cta";
import { formatUsd } from "~/enquiries/yacht-price";
import type { Picture } from "~/pictures/picture";
import { mediaUrl, YACHT } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/** The 16:9 poster covers the full-width section, at least 34rem (sm: 40rem) tall. */
const YACHT_HERO_SIZES = "(min-width: 640px) max(100vw, 1138px), max(100vw, 967px)";
/** On a phone the section is 34rem tall and about 3:4: the poster's 3:4 centre covers it. */
const YACHT_HERO_CROP: CropPart = { shape: "portrait", media: "(max-width: 439px)", sizes: "max(100vw, 408px)", span: [408, 440] };

export function YachtHero({ bookingId, poster }: { bookingId: string; poster: Picture }) {
  const site = useSite();
  const locale = useLocale();
  return (
    <section aria-labelledby="yacht-title" className="relative isolate flex min-h-[34rem] items-end overflow-hidden pt-32 pb-16 sm:min-h-[40rem] sm:pb-24">
      <LazyVideo
        src={mediaUrl(site, "yacht/video.mp4")}
        poster={poster}
        sizes={YACHT_HERO_SIZES}
        crop={YACHT_HERO_CROP}
        className="absolute inset-0 -z-20 size-full"
        controlClassName="right-4 top-4"
        priority
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-black/50 to-black/30" />
      <div className="container-page">
        <p className="text-xs font-semibold uppercase tracking-[0.35em] text-gold-400">{m.yacht_hero_eyebrow({}, { locale })}</p>
        <h1 id="yacht-title" className="mt-3 max-w-3xl text-4xl font-bold text-balance text-white sm:text-6xl">
          {m.yacht_hero_title({}, { locale })}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-stone-200">
          {m.yacht_hero_text({ length: YACHT.lengthFt, guests: YACHT.guests, price: formatUsd(YACHT.pricePerHour), hours: YACHT.minimumHours }, { locale })}
        </p>
        <a href={`#${bookingId}`} className={cta({ size: "lg", className: "mt-8" })}>
          {m.yacht_hero_reserve({}, { locale })}
        </a>
      </div>
    </section>
  );
}
