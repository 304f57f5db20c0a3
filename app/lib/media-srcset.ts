// Widths of the demo media (scripts/generate-media.ts makes them). Kept apart from
// the component that uses it, so pure code and its tests need no component.

/**
 * Demo media ship 640 and 960 px copies beside each 1280 px vehicle image (a
 * phone's full width at 1.75x needs 721 px: the 960 copy, a third lighter).
 */
export function demoSrcSet(src: string): string | undefined {
  if (!src.startsWith("/media/vehicles/") || !src.endsWith(".webp")) return undefined;
  const copy = (width: number) => `${src.replace(/\.webp$/, `-${width}.webp`)} ${width}w`;
  return `${copy(640)}, ${copy(960)}, ${src} 1280w`;
}
