import { useEffect, useRef, useState } from "react";
import { Picture, type CropPart } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { copyUrl, type Picture as PictureData } from "~/pictures/picture";
import { useHydrated } from "~/hydration/use-hydrated";
import { useReducedMotion } from "~/lib/use-reduced-motion";

// A decorative looping clip (DESIGN.md "Media"). The server sends only the
// poster, as an image under the video: no `src`, so no video is downloaded
// without JavaScript. An image rather than the `poster` attribute because
// browsers fetch a poster at once, wherever the video is; an image below the
// fold waits (loading="lazy") and one in the first screen is fetched first
// (`priority`). The video gets the poster attribute too once it is near. With
// JavaScript the source is attached when the clip comes into view, and it
// plays while visible, unless the visitor prefers reduced motion. No look-ahead
// margin: the first clip sits right under a full-screen hero, and a visitor who
// never scrolls should not pay for it. A small button pauses or plays it (WCAG
// 2.2.2: moving content needs a way to stop it).

type Choice = "auto" | "play" | "pause";

type LazyVideoProps = {
  src: string;
  poster: PictureData;
  /** The poster's displayed width per viewport (the <img>'s `sizes`). */
  sizes: string;
  /** Where the box is narrower than the poster: its centre, cut to the box's shape (Picture's `crop`). */
  crop?: CropPart;
  /** Classes for the <video> element (size, object-fit). */
  className?: string;
  /** Where the pause/play button sits inside the nearest positioned ancestor. */
  controlClassName?: string;
  /** In the first screen: the poster is fetched eagerly and with high priority. */
  priority?: boolean;
};

// The project's posters are 16:9 frames (scripts/generate-media.ts); the image
// fills its box (object-cover), the attributes only give it an aspect ratio.
const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;

/**
 * The video's own `poster` attribute: one URL, no formats to choose from, so
 * a WebP copy (every engine the site supports decodes it, about a third
 * lighter than the JPEG) at 640 px, the clips' own width.
 */
function posterAttribute(poster: PictureData): string {
  return poster.kind === "stored" ? copyUrl(poster, 640, "webp") : poster.url;
}

export function LazyVideo({ src, poster: posterPicture, sizes, crop, className, controlClassName, priority = false }: LazyVideoProps) {
  const poster = posterAttribute(posterPicture);
  const ref = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const locale = useLocale();
  const reducedMotion = useReducedMotion();
  const [near, setNear] = useState(false);
  const [choice, setChoice] = useState<Choice>("auto");
  const wanted = choice === "play" || (choice === "auto" && !reducedMotion);
  const playing = near && wanted;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Decoration, not media to cast or pop out. Set as properties: the HTML
    // attributes are not in the HTML standard (the Nu checker refuses them).
    video.disablePictureInPicture = true;
    video.disableRemotePlayback = true;
    // An element touching the viewport's edge counts as "intersecting" with a
    // ratio of 0; only a visible pixel counts here.
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)),
      { threshold: [0, 0.01] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!playing) {
      video.pause();
      return;
    }
    // React sets `muted` as a property only after mount; autoplay policies need it before play().
    video.muted = true;
    if (video.getAttribute("poster") !== poster) video.poster = poster;
    if (video.getAttribute("src") !== src) video.src = src;
    // play() rejects when a pause() interrupts it; that is expected, not an error.
    video.play().catch(() => {});
  }, [playing, src, poster]);

  return (
    <>
      <Picture
        picture={posterPicture}
        alt=""
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        sizes={sizes}
        crop={crop}
        priority={priority}
        backdrop={false}
        placeholder={null}
        // Further down the page, the poster waits for the first paint (app/app.css); its box is the caller's.
        data-after-paint={priority ? undefined : ""}
        className={cn("pointer-events-none bg-ink-900", className)}
      />
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        // Chromium and WebKit force controls onto a video when scripting is off; the clip is decoration.
        className={cn("pointer-events-none object-cover [&::-webkit-media-controls]:hidden", className)}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setChoice(wanted ? "pause" : "play")}
          aria-label={wanted ? m.common_video_pause({}, { locale }) : m.common_video_play({}, { locale })}
          className={cn(
            "tap-target absolute z-10 flex size-10 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/25 backdrop-blur transition-colors hover:bg-gold-500 hover:text-black",
            controlClassName ?? "right-4 bottom-4",
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            {wanted ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
          </svg>
        </button>
      ) : null}
    </>
  );
}
