import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

// An <img> that always reserves its box (width/height: no layout shift), loads
// lazily unless told otherwise, and swaps to a placeholder when the file fails.

export const VEHICLE_PLACEHOLDER = "/media/placeholder/vehicle.webp";

/**
 * Demo media ship 640 and 960 px copies beside each 1280 px vehicle image (a
 * phone's full width at 1.75x needs 721 px: the 960 copy, a third lighter).
 */
export function demoSrcSet(src: string): string | undefined {
  if (!src.startsWith("/media/vehicles/") || !src.endsWith(".webp")) return undefined;
  const copy = (width: number) => `${src.replace(/\.webp$/, `-${width}.webp`)} ${width}w`;
  return `${copy(640)}, ${copy(960)}, ${src} 1280w`;
}

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

  const srcSet = usable === src ? demoSrcSet(usable) : undefined;
  return (
    <img
      ref={ref}
      src={usable}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw") : undefined}
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
