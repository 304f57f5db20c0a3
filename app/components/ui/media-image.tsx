import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { demoSrcSet } from "~/lib/media-srcset";

// An <img> that always reserves its box (width/height: no layout shift), loads
// lazily unless told otherwise, and swaps to a placeholder when the file fails.

export const VEHICLE_PLACEHOLDER = "/media/placeholder/vehicle.webp";
const DEFAULT_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

type MediaImageProps = Omit<React.ComponentProps<"img">, "src" | "width" | "height"> & {
  src: string | null | undefined;
  width: number;
  height: number;
  placeholder?: string;
  priority?: boolean;
  /** A dark box behind the image while it loads; off for transparent artwork such as logos. */
  backdrop?: boolean;
};

export function MediaImage({ src, placeholder = VEHICLE_PLACEHOLDER, priority = false, backdrop = true, className, alt, sizes, ...rest }: MediaImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : placeholder;

  // An image that failed before hydration fired its error event too early for React.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && usable !== placeholder) setFailed(true);
  }, [usable, placeholder]);

  const sources = imageSources(src, usable, sizes);
  return (
    <img
      ref={ref}
      src={usable}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => {
        if (usable !== placeholder) setFailed(true);
      }}
      className={cn(backdrop && "bg-ink-800", className)}
      {...rest}
    />
  );
}

/** The widths offered for the file shown (`usable`): the demo's copies of a vehicle photo, none for the placeholder. */
function imageSources(src: string | null | undefined, usable: string, sizes: string | undefined) {
  const srcSet = usable === src ? demoSrcSet(usable) : undefined;
  return { srcSet, sizes: srcSet ? (sizes ?? DEFAULT_SIZES) : undefined };
}
