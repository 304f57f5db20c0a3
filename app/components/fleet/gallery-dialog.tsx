import { Dialog } from "radix-ui";
import { useSwipe } from "~/lib/use-swipe";
import { wrapIndex } from "~/lib/wrap-index";
import { Picture } from "~/components/ui/picture";
import type { Picture as PictureData } from "~/pictures/picture";
import { ChevronIcon, CloseIcon } from "./icons";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The fullscreen photo viewer (radix Dialog: focus trap, Escape, scroll lock).
// Previous/next, the arrow keys and a swipe wrap around at both ends; a tap on
// the backdrop (anywhere but the photo and the controls) closes it.

// The whole photo, at most the screen less the side padding (its height may
// make it narrower: never wider).
const DIALOG_SIZES = "(min-width: 640px) calc(100vw - 160px), calc(100vw - 32px)";
/** The box when the original's size is not known yet: the site's 16:10. */
const DEFAULT_SIZE = { width: 1280, height: 800 } as const;

type GalleryDialogProps = {
  name: string;
  images: PictureData[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back: the dialog has no radix Trigger to return it to. */
  onClosed: () => void;
};

const controlClass =
  "flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition-colors hover:bg-gold-500 hover:text-black";

export function GalleryDialog({ name, images, index, onIndexChange, open, onOpenChange, onClosed }: GalleryDialogProps) {
  const count = images.length;
  const locale = useLocale();
  const picture = images[index] ?? null;
  // The whole photo at its own shape once its size is known, so nothing of the box is left empty.
  const size = picture?.kind === "stored" && picture.width && picture.height ? { width: picture.width, height: picture.height } : DEFAULT_SIZE;
  const go = (step: number) => onIndexChange(wrapIndex(index + step, count));
  const swipe = useSwipe((step) => {
    if (count > 1) go(step);
  });

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/95" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          aria-describedby={undefined}
          onClick={(event) => {
            if ((event.target as Element).hasAttribute("data-backdrop")) onOpenChange(false);
          }}
          className="fixed inset-0 z-[90] flex flex-col outline-none"
        >
          <div data-backdrop="" className="flex items-center justify-between gap-4 p-4">
            <Dialog.Title className="text-base font-semibold text-stone-100 sm:text-lg">
              {name}
              <span className="ml-3 text-sm font-normal text-stone-400" aria-live="polite">
                {m.vehicle_gallery_counter({ n: index + 1, count }, { locale })}
              </span>
            </Dialog.Title>
            <Dialog.Close aria-label={m.vehicle_gallery_close({}, { locale })} className={controlClass}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div
            data-backdrop=""
            {...swipe}
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-4 pb-6 select-none sm:px-20"
          >
            <Picture
              key={index}
              picture={picture}
              {...size}
              fit="contain"
              alt={m.vehicle_gallery_alt({ name, n: index + 1, count }, { locale })}
              // Shown at once, but no preload: the browser may already hold a wider copy from the page.
              loading="eager"
              sizes={DIALOG_SIZES}
              draggable={false}
              className="h-auto max-h-full w-auto max-w-full rounded-lg"
            />
            {count > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} aria-label={m.vehicle_gallery_previous({}, { locale })} className={`${controlClass} absolute top-1/2 left-3 -translate-y-1/2`}>
                  <ChevronIcon direction="left" />
                </button>
                <button type="button" onClick={() => go(1)} aria-label={m.vehicle_gallery_next({}, { locale })} className={`${controlClass} absolute top-1/2 right-3 -translate-y-1/2`}>
                  <ChevronIcon direction="right" />
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
