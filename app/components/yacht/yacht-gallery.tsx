import { mediaUrl } from "~/lib/site";
import { useSite } from "~/lib/use-site";

const PHOTOS = [
  { file: "image1", alt: "The yacht on calm water at sunset" },
  { file: "image2", alt: "The yacht beside the Miami skyline at night" },
  { file: "image3", alt: "The yacht under way at dusk" },
  { file: "image4", alt: "The yacht at anchor under a red evening sky" },
] as const;

/** SPEC.md's yacht/image1..4.jpg, with a WebP copy for browsers that take it. */
export function YachtGallery() {
  const site = useSite();
  return (
    <ul aria-label="Yacht photos" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {PHOTOS.map((photo) => (
        // The box keeps its size while the photo waits for the first paint.
        <li key={photo.file} className="aspect-[16/10]">
          <picture className="block size-full">
            <source type="image/webp" srcSet={mediaUrl(site, `yacht/${photo.file}.webp`)} />
            <img
              src={mediaUrl(site, `yacht/${photo.file}.jpg`)}
              width={1280}
              height={800}
              alt={photo.alt}
              loading="lazy"
              decoding="async"
              data-after-paint=""
              className="size-full rounded-2xl bg-ink-800 object-cover ring-1 ring-white/10"
            />
          </picture>
        </li>
      ))}
    </ul>
  );
}
