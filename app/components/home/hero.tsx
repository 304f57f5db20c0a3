import { Link } from "react-router";
import { cta } from "~/components/ui/cta";
import { Picture, type CropPart } from "~/components/ui/picture";
import type { Picture as PictureData } from "~/pictures/picture";
import { localePath, useLocale } from "~/i18n/i18n";
import { scrollBehavior } from "~/lib/use-reduced-motion";
import { m } from "~/paraglide/messages";

// The first screen: the page's largest paint is the background picture, so it
// is a real <img> (not a CSS background) with modern formats, a srcset the
// browser can pick from and a high fetch priority.

/**
 * The 16:9 picture covers a box as wide as the screen and as tall as the
 * screen under the header (at least 30rem): on a tall phone its height
 * decides, and the photo is drawn wider than the screen, centred.
 */
export const HERO_SIZES = "max(100vw, calc((100vh - 65px) * 16 / 9), 854px)";

/**
 * On a portrait screen the box is taller than wide and shows only the photo's
 * centre: the 9:16 centre copies, covering the box (as wide as the screen, or
 * wider on a screen taller than 9:16), a phone to a portrait tablet.
 */
export const HERO_CROP: CropPart = { shape: "tall", media: "(max-aspect-ratio: 3/4)", sizes: "max(100vw, calc((100vh - 65px) * 9 / 16))", span: [320, 1024] };

export function Hero({ nextSectionId, picture }: { nextSectionId: string; picture: PictureData }) {
  const locale = useLocale();

  // The hero fills the first screen under the sticky header (4rem and a 1px
  // border), so without JavaScript the link jumps to the next section, one
  // viewport down; with it, the page glides exactly one viewport height.
  function scrollDown(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.scrollBy({ top: window.innerHeight, behavior: scrollBehavior() });
  }

  return (
    <section aria-labelledby="hero-title" className="relative isolate flex h-[calc(100svh-4rem-1px)] min-h-[30rem] items-center justify-center overflow-hidden">
      <Picture
        picture={picture}
        width={1920}
        height={1080}
        sizes={HERO_SIZES}
        crop={HERO_CROP}
        alt=""
        priority
        // Decoded with the first paint that can show it, not a frame or more later.
        decoding="sync"
        backdrop={false}
        placeholder={null}
        className="absolute inset-0 -z-20 size-full bg-ink-900"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(0,0,0,0.25),rgba(0,0,0,0.75))]" />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-b from-transparent to-ink-950" />

      <div className="container-page text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.45em] text-gold-300 sm:text-sm">{m.home_hero_eyebrow({}, { locale })}</p>
        <h1 id="hero-title" className="mt-5 text-5xl leading-[0.95] font-bold tracking-tight text-white drop-shadow-[0_4px_24px_rgba(0,0,0,0.6)] sm:text-7xl lg:text-8xl">
          {m.home_hero_luxury({}, { locale })}{" "}
          <span className="bg-gradient-to-b from-gold-300 to-gold-600 bg-clip-text text-transparent">{m.home_hero_redefined({}, { locale })}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-base text-pretty text-stone-200 sm:text-lg">{m.common_tagline({}, { locale })}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link to={localePath(locale, "/quick-booking")} className={cta({ size: "lg", className: "w-60 sm:w-auto" })}>
            {m.nav_book_now({}, { locale })}
          </Link>
          <Link to={localePath(locale, "/fleet")} className={cta({ tone: "light", size: "lg", className: "w-60 sm:w-auto" })}>
            {m.home_explore_fleet({}, { locale })}
          </Link>
        </div>
      </div>

      <a
        href={`#${nextSectionId}`}
        onClick={scrollDown}
        aria-label={m.home_scroll_down({}, { locale })}
        className="tap-target absolute bottom-6 left-1/2 flex size-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:border-gold-400 hover:text-gold-300"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 motion-safe:animate-bounce-briefly" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </a>
    </section>
  );
}
