import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { useHydrated } from "~/hydration/use-hydrated";
import { useSwipe } from "~/lib/use-swipe";
import { wrapIndex } from "~/lib/wrap-index";

// A row of slides on CSS scroll-snap: swipeable and scrollable with no
// JavaScript, dots as plain links to each slide. With JavaScript, previous/next
// buttons appear and wrap around at both ends; a swipe that starts on one of
// them still moves the row. The row itself is a keyboard stop (its slides'
// links are not), so arrow keys scroll it (axe: scrollable-region-focusable).
// A group, not a region: a page of cards would be a page of landmarks, some
// with the same name (two cars of one model).

type CarouselProps = {
  label: string;
  slides: React.ReactNode[];
  className?: string;
  /** Called with the slide index the visitor moved to (JavaScript only). */
  onIndexChange?: (index: number) => void;
  /**
   * Not part of the first screen: even the first slide waits for the first
   * paint (app/app.css). Later slides always do.
   */
  afterPaint?: boolean;
};

export function Carousel({ label, slides, className, onIndexChange, afterPaint = false }: CarouselProps) {
  const id = useId().replace(/:/g, "");
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // The slide a button asked for, while the row glides there. The row's scroll
  // events on the way (and a late one after the snap, in Firefox) say where the
  // row is, not where it is going: read as the current slide, they sent the next
  // tap of an arrow from the wrong slide.
  const gliding = useRef<{ target: number; until: number } | null>(null);
  const hydrated = useHydrated();
  const locale = useLocale();
  const count = slides.length;

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    function onScroll() {
      const width = Math.max(1, element!.clientWidth);
      const glide = gliding.current;
      if (glide) {
        const arrived = Math.abs(element!.scrollLeft - glide.target * width) < 2;
        if (!arrived && performance.now() < glide.until) return;
        gliding.current = null;
      }
      const next = Math.round(element!.scrollLeft / width);
      setIndex((current) => (current === next ? current : wrapIndex(next, count)));
    }
    // A finger or a wheel on the row takes over from a glide.
    function onTakeOver() {
      gliding.current = null;
    }
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("touchstart", onTakeOver, { passive: true });
    element.addEventListener("wheel", onTakeOver, { passive: true });
    return () => {
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("touchstart", onTakeOver);
      element.removeEventListener("wheel", onTakeOver);
    };
  }, [count]);

  useEffect(() => onIndexChange?.(index), [index, onIndexChange]);

  const swipe = useSwipe((step) => show(index + step));

  function show(target: number) {
    const element = track.current;
    if (!element) return;
    const next = wrapIndex(target, count);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    gliding.current = { target: next, until: performance.now() + 1_000 };
    element.scrollTo({ left: next * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
    setIndex(next);
  }

  return (
    <div
      className={cn("group/carousel relative", className)}
      // Later slides' photos wait until the visitor reaches for this carousel (app/document/paint-first.server.ts, app/app.css).
      data-held={count > 1 ? "" : undefined}
      role="group"
      aria-roledescription={m.common_carousel_role({}, { locale })}
      aria-label={label}
    >
      <ul
        ref={track}
        tabIndex={0}
        aria-label={m.common_carousel_slides({}, { locale })}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, slideIndex) => (
          <li
            key={slideIndex}
            id={`${id}-slide-${slideIndex}`}
            // Later slides are laid out only when scrolled near, and their photos fetched after the first paint.
            className={cn("h-full w-full shrink-0 snap-start snap-always", slideIndex > 0 && "[content-visibility:auto]")}
            aria-roledescription={m.common_slide_role({}, { locale })}
            aria-label={m.common_carousel_slide({ number: slideIndex + 1, count }, { locale })}
            data-after-paint={afterPaint || slideIndex > 0 ? "" : undefined}
            aria-hidden={hydrated && slideIndex !== index ? true : undefined}
          >
            {slide}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          {hydrated ? (
            <>
              <button type="button" {...swipe} onClick={() => show(index - 1)} aria-label={m.common_carousel_previous({}, { locale })} className={arrowClass("left-2")}>
                <Chevron direction="left" />
              </button>
              <button type="button" {...swipe} onClick={() => show(index + 1)} aria-label={m.common_carousel_next({}, { locale })} className={arrowClass("right-2")}>
                <Chevron direction="right" />
              </button>
            </>
          ) : null}
          {/* Each dot is a 44 px target; the row between them lets taps through to the photo. */}
          <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center">
            {slides.map((_, dot) => (
              <a
                key={dot}
                href={`#${id}-slide-${dot}`}
                aria-label={m.common_carousel_dot({ number: dot + 1, count }, { locale })}
                aria-current={hydrated && dot === index ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(dot);
                }}
                {...swipe}
                // The dot starts 18 px in (centred when round) and the current one grows rightwards from there: its
                // start never moves, so marking it on hydration is no layout shift (a centred dot growing both ways was).
                className="pointer-events-auto flex size-11 touch-pan-y items-center justify-start pl-[18px]"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full ring-1 ring-black/40 transition-all",
                    hydrated && dot === index ? "w-5 bg-gold-400" : "w-2 bg-white/50",
                  )}
                />
              </a>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

function arrowClass(side: string) {
  return cn(
    "tap-target absolute top-1/2 z-10 flex size-10 touch-pan-y -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-gold-500 hover:text-black",
    side,
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
    </svg>
  );
}
