import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, type To } from "react-router";
import { lazyComponent, useNavigateAfterPaint } from "~/hydration/deferred";
import { fullSizeUrl, Picture } from "~/components/ui/picture";
import type { Picture as PictureData } from "~/pictures/picture";
import { wrapIndex } from "~/lib/wrap-index";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/hydration/use-hydrated";
import { ExpandIcon } from "./icons";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The vehicle's photos: a swipeable scroll-snap row with thumbnails beneath.
// Without JavaScript each photo links to its full-size file and thumbnails
// jump to their photo; with JavaScript a photo opens the fullscreen dialog and
// thumbnails select it. Opening the dialog adds a history entry (the page's
// URL with #photos), so the browser's Back closes it and stays on the page.

const VIEWER_HASH = "#photos";

/** The photos' box: 16:10, in the row and in the thumbnails. */
const GALLERY_IMAGE = { width: 1280, height: 800 } as const;

// The page's left column (full width to 1023 px; beside the 24rem booking
// panel from 1024 px, in at most 1280 px of page), and a fifth of it (a
// quarter under 640 px) for a thumbnail (e2e/pictures/picture-sizes.test.ts).
const GALLERY_SIZES = "(min-width: 1280px) 792px, (min-width: 1024px) calc(100vw - 472px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
const THUMBNAIL_SIZES =
  "(min-width: 1280px) 150px, (min-width: 1024px) calc((100vw - 520px) / 5), (min-width: 640px) calc((100vw - 96px) / 5), calc((100vw - 56px) / 4)";

// The dialog (radix focus trap, scroll lock) is most of this page's script and
// only needed on request, so it loads when the visitor reaches for a photo.
const loadDialog = () => import("./gallery-dialog");
const GalleryDialog = lazyComponent(() => loadDialog().then((module) => module.GalleryDialog));
// A head start only: a failure here is retried when the dialog is wanted.
function prefetchDialog() {
  loadDialog().catch(() => undefined);
}

type VehicleGalleryProps = { name: string; images: PictureData[] };

export function VehicleGallery({ name, images }: VehicleGalleryProps) {
  const id = useId().replace(/:/g, "");
  const track = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const navigateAfterPaint = useNavigateAfterPaint();
  // Open while on the entry it added (Back leaves it); reloaded there, the page shows and the next opening reuses it.
  const [shown, setShown] = useState(false);
  // Closing went back from the #photos entry and the router has not left it yet (a busy
  // phone can take a second): an opening meanwhile adds its entry (`reopen`) after that.
  const [leaving, setLeaving] = useState(false);
  if (leaving && location.hash !== VIEWER_HASH) setLeaving(false);
  const reopen = useRef<To | null>(null);
  // The #photos entry is being added: the dialog is open already, before the router catches up.
  const [adding, setAdding] = useState(false);
  if (adding && !leaving && location.hash === VIEWER_HASH) setAdding(false);
  const open = shown && (adding || location.hash === VIEWER_HASH);
  const pushed = useRef(false);
  // Where focus goes back to on close: the photo now shown, or the Fullscreen button.
  const openedFrom = useRef<"photo" | "button">("photo");
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const locale = useLocale();

  function scrollTo(target: number, smooth = true) {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: target * element.clientWidth, behavior: smooth && !reduce ? "smooth" : "auto" });
  }

  function select(target: number) {
    const next = wrapIndex(target, count);
    setIndex(next);
    scrollTo(next);
  }

  function onScroll() {
    const element = track.current;
    if (!element) return;
    const next = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
    if (next !== index && next >= 0 && next < count) setIndex(next);
  }

  function openAt(slide: number, from: "photo" | "button") {
    openedFrom.current = from;
    setIndex(slide);
    setWanted(true);
    setShown(true);
    if (location.hash !== VIEWER_HASH || leaving) {
      pushed.current = true;
      setAdding(true);
      // The dialog opens in this tap's own update and is painted; the router's
      // update, which renders the whole page again for the new entry, comes
      // after that frame, as a transition (interruptible, and it waits for parts
      // of the page still being hydrated instead of replacing them).
      const target = { pathname: location.pathname, search: location.search, hash: VIEWER_HASH };
      if (leaving) reopen.current = target;
      else navigateAfterPaint(target, { preventScrollReset: true });
    }
  }

  function onOpenChange(next: boolean) {
    if (next) return;
    // Closed by Escape, the close button or the backdrop: the entry it added (if it has yet) goes.
    const added = pushed.current && !reopen.current;
    reopen.current = null;
    if (added) navigate(-1);
    else if (!pushed.current) navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
    setLeaving((was) => was || added);
    pushed.current = false;
    setShown(false);
    setAdding(false);
  }

  // Leaving the #photos entry, the router restores the page's position as it was
  // when the photos opened, in the commit of that history change: a transition,
  // which waits for the code of parts still to be hydrated and can come seconds
  // after the close. A visitor who scrolled in between keeps their place: this
  // layout effect runs before <ScrollRestoration>'s (it comes later in the
  // tree), and puts back the position it read once that commit's layout
  // effects are done, before the frame is painted (docs/decisions/012-gallery-scroll.md).
  const previousHash = useRef(location.hash);
  useLayoutEffect(() => {
    const left = previousHash.current === VIEWER_HASH && location.hash !== VIEWER_HASH;
    previousHash.current = location.hash;
    if (!left) return;
    if (reopen.current) navigateAfterPaint(reopen.current, { preventScrollReset: true });
    reopen.current = null;
    const y = window.scrollY;
    queueMicrotask(() => {
      if (window.scrollY !== y) window.scrollTo({ top: y, behavior: "instant" });
    });
  }, [location.hash, navigateAfterPaint]);

  // However it closed (Back included), leave the page on the photo last seen in the dialog.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      pushed.current = false;
      scrollTo(index, false);
    }
    wasOpen.current = open;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the open state's change matters
  }, [open]);

  function returnFocus() {
    if (openedFrom.current === "button") fullscreenButton.current?.focus();
    else track.current?.querySelectorAll("a")[index]?.focus({ preventScroll: true });
  }

  return (
    <section aria-label={m.vehicle_gallery_label({ name }, { locale })} onPointerEnter={prefetchDialog} onFocus={prefetchDialog} onTouchStart={prefetchDialog}>
      <div className="relative overflow-hidden rounded-2xl border border-white/10 bg-ink-900">
        <ul
          ref={track}
          onScroll={onScroll}
          className="flex aspect-[16/10] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((picture, slide) => (
            <li
              key={slide}
              id={`${id}-photo-${slide + 1}`}
              // Later photos are laid out only when scrolled near, and fetched after the first paint.
              className={cn("h-full w-full shrink-0 snap-start snap-always", slide > 0 && "[content-visibility:auto]")}
              data-after-paint={slide > 0 ? "" : undefined}
            >
              <a
                href={fullSizeUrl(picture)}
                onClick={(event) => {
                  // A modified or middle click still opens the file, in a new tab or window.
                  if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  openAt(slide, "photo");
                }}
                className="block h-full cursor-zoom-in"
                aria-label={m.vehicle_gallery_view_full({ n: slide + 1, count }, { locale })}
              >
                <Picture
                  picture={picture}
                  {...GALLERY_IMAGE}
                  alt={m.vehicle_gallery_alt({ name, n: slide + 1, count }, { locale })}
                  priority={slide === 0}
                  sizes={GALLERY_SIZES}
                  className="h-full w-full"
                />
              </a>
            </li>
          ))}
        </ul>
        {hydrated ? (
          <button
            type="button"
            ref={fullscreenButton}
            onClick={() => openAt(index, "button")}
            className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-black/70 px-4 text-sm font-medium text-white ring-1 ring-white/20 backdrop-blur transition-colors hover:bg-gold-500 hover:text-black"
          >
            <ExpandIcon className="size-4" />
            {m.vehicle_gallery_fullscreen({}, { locale })}
          </button>
        ) : null}
        {count > 1 ? (
          <p aria-hidden="true" className="absolute top-3 right-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-stone-100">
            {index + 1} / {count}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-3">
          {images.map((picture, thumb) => (
            <li key={thumb}>
              <a
                href={`#${id}-photo-${thumb + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  select(thumb);
                }}
                aria-label={m.vehicle_gallery_show({ n: thumb + 1, count }, { locale })}
                aria-current={hydrated && thumb === index ? "true" : undefined}
                className={cn(
                  "block aspect-[16/10] overflow-hidden rounded-lg border-2 bg-ink-800 transition-colors",
                  hydrated && thumb === index ? "border-gold-500" : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <Picture picture={picture} {...GALLERY_IMAGE} alt="" sizes={THUMBNAIL_SIZES} data-after-paint="" className="size-full" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <GalleryDialog
            name={name}
            images={images}
            index={index}
            onIndexChange={setIndex}
            open={open}
            onOpenChange={onOpenChange}
            onClosed={returnFocus}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
