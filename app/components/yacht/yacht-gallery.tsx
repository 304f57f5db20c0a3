import { Picture } from "~/components/ui/picture";
import type { Picture as PictureData } from "~/lib/picture";
import { YACHT_PHOTOS } from "~/lib/site-media";

/** Two columns (four from 1024 px) in the page container, less the gaps. */
const YACHT_PHOTO_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 96px) / 4), (min-width: 640px) calc((100vw - 64px) / 2), calc((100vw - 44px) / 2)";

/** SPEC.md's yacht/image1..4.jpg, as the root loader resolved them (in YACHT_PHOTOS' order). */
export function YachtGallery({ pictures }: { pictures: PictureData[] }) {
  return (
    <ul aria-label="Yacht photos" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {YACHT_PHOTOS.map((photo, index) => (
        // The box keeps its size while the photo waits for the first paint.
        <li key={index} className="aspect-[16/10]">
          <Picture
            picture={pictures[index] ?? null}
            width={1280}
            height={800}
            sizes={YACHT_PHOTO_SIZES}
            alt={photo.alt}
            data-after-paint=""
            className="size-full rounded-2xl ring-1 ring-white/10"
          />
        </li>
      ))}
    </ul>
  );
}
