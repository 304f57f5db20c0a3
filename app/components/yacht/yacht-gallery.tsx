import { Picture } from "~/components/ui/picture";
import type { Picture as PictureData } from "~/pictures/picture";
import { useLocale } from "~/i18n/i18n";
import { YACHT_PHOTOS } from "~/pictures/site-media";
import { m } from "~/paraglide/messages";

/** Two columns (four from 1024 px) in the page container, less the gaps. */
const YACHT_PHOTO_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 96px) / 4), (min-width: 640px) calc((100vw - 64px) / 2), calc((100vw - 44px) / 2)";

/** What each of YACHT_PHOTOS shows, in its order. */
const ALTS = [m.yacht_photo_1, m.yacht_photo_2, m.yacht_photo_3, m.yacht_photo_4] as const;

/** SPEC.md's yacht/image1..4.jpg, as the root loader resolved them (in YACHT_PHOTOS' order). */
export function YachtGallery({ pictures }: { pictures: PictureData[] }) {
  const locale = useLocale();
  return (
    <ul aria-label={m.yacht_photos({}, { locale })} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {YACHT_PHOTOS.map((_, index) => (
        // The box keeps its size while the photo waits for the first paint.
        <li key={index} className="aspect-[16/10]">
          <Picture
            picture={pictures[index] ?? null}
            width={1280}
            height={800}
            sizes={YACHT_PHOTO_SIZES}
            alt={ALTS[index]!({}, { locale })}
            data-after-paint=""
            className="size-full rounded-2xl ring-1 ring-white/10"
          />
        </li>
      ))}
    </ul>
  );
}
