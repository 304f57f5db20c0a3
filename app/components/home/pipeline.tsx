import { Link } from "react-router";
import { cta } from "~/components/ui/cta";
import { LazyVideo } from "~/components/ui/lazy-video";
import type { Picture } from "~/pictures/picture";
import { mediaUrl } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/** The clip's box: full width to 1023 px, then 1.15 parts of 2.15 of the page container less its gap. */
const PIPELINE_SIZES = "(min-width: 1280px) 625px, (min-width: 1024px) calc((100vw - 112px) * 0.535), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

export function Pipeline({ poster }: { poster: Picture }) {
  const site = useSite();
  const locale = useLocale();
  return (
    <section aria-labelledby="pipeline-title" className="bg-ink-950 py-24 sm:py-32">
      <div className="container-page grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
        <div className="relative aspect-video overflow-hidden rounded-3xl ring-1 ring-gold-500/25">
          <LazyVideo
            src={mediaUrl(site, "pipeline/video.mp4")}
            poster={poster}
            sizes={PIPELINE_SIZES}
            className="absolute inset-0 size-full"
          />
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.35em] text-gold-400">{m.home_pipeline_eyebrow({}, { locale })}</p>
          <h2 id="pipeline-title" className="mt-3 text-3xl font-bold text-balance text-white sm:text-5xl">
            {m.home_pipeline_title({}, { locale })}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-stone-300">
            {m.home_pipeline_text({}, { locale })}
          </p>
          <Link to={localePath(locale, "/fleet")} className={cta({ size: "lg", className: "mt-9" })}>
            {m.common_view_fleet({}, { locale })}
          </Link>
        </div>
      </div>
    </section>
  );
}
