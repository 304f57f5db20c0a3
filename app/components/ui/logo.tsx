import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { copyUrl, LOGO_BOXES, LOGO_DENSITIES, LOGO_PLACEHOLDER, PICTURE_FORMATS, vectorUrl, type LogoBox, type Picture, type PictureFormat } from "~/lib/picture";

// A brand logo, whole inside its box (LOGO_BOXES, object-contain), through the
// picture pipeline (docs/decisions/018-logos-through-the-pipeline.md): an SVG
// the server found to be a plain drawing is sent as it is; any other original
// as AVIF and WebP copies fitting the box at 1x, 2x and 3x, with a JPEG <img>
// for a browser that decodes neither. Until the server has read the original
// its copies are named (an SVG's redirect to it). A missing or unusable logo
// is the placeholder: the server redirects its copies there, and with
// JavaScript a failed load shows it too.

type LogoProps = Omit<React.ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  picture: Picture | null;
  box: LogoBox;
  alt: string;
};

export function Logo({ picture, box, alt, className, ...rest }: LogoProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const shown = failed ? null : picture;

  // An image that failed before hydration fired its error event too early for React.
  useEffect(() => {
    const image = ref.current;
    if (shown && image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [shown]);

  const stored = shown?.kind === "stored" && !shown.vector ? shown : null;
  const src = !shown ? LOGO_PLACEHOLDER : shown.kind === "external" ? shown.url : shown.vector ? vectorUrl(shown) : copyUrl(shown, `${box}-1x`, "jpg");
  const image = (
    <img
      ref={ref}
      src={src}
      width={LOGO_BOXES[box].width}
      height={LOGO_BOXES[box].height}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown) setFailed(true);
      }}
      className={cn("object-contain", className)}
      {...rest}
    />
  );
  if (!stored) return image;
  const srcSet = (format: PictureFormat) => LOGO_DENSITIES.map((density) => `${copyUrl(stored, `${box}-${density}x`, format)} ${density}x`).join(", ");
  return (
    <picture className="contents">
      <source type={PICTURE_FORMATS.avif} srcSet={srcSet("avif")} />
      <source type={PICTURE_FORMATS.webp} srcSet={srcSet("webp")} />
      {image}
    </picture>
  );
}
