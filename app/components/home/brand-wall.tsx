import { Suspense } from "react";
import { Await } from "react-router";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { BRAND_WALL } from "~/catalog/brand-wall";
import { LOGO_BOXES, LOGO_PLACEHOLDER, type Picture as PictureData } from "~/pictures/picture";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// SPEC.md's ten brands (BRAND_WALL), each logo through the picture pipeline
// (a logo's <Picture>), in BRAND_WALL's order. On a client navigation
// before the page's data has come, the wall waits with its placeholders.

export type BrandLogos = PictureData[];

export function BrandWall({ logos }: { logos: BrandLogos | Promise<BrandLogos> }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="brands-title" className="border-y border-white/10 bg-ink-900 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading eyebrow={m.home_brands_eyebrow({}, { locale })} title={m.home_brands_title({}, { locale })} id="brands-title" />
        <figure className="mt-14">
          {Array.isArray(logos) ? (
            <Wall logos={logos} />
          ) : (
            <Suspense fallback={<Wall logos={[]} />}>
              <Await resolve={logos} errorElement={<Wall logos={[]} />}>
                {(resolved: BrandLogos) => <Wall logos={resolved} />}
              </Await>
            </Suspense>
          )}
          <figcaption className="mt-10 text-center text-sm tracking-wide text-stone-400 sm:text-base">{m.home_brands_caption({}, { locale })}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** The wall, logo by logo in BRAND_WALL's order; a brand without its picture shows the placeholder. */
function Wall({ logos }: { logos: BrandLogos }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {BRAND_WALL.map((brand, index) => (
        <li
          key={brand.path}
          className="flex h-24 items-center justify-center rounded-2xl border border-white/10 bg-black/60 px-4 transition-colors hover:border-gold-500/60"
        >
          <Picture
            picture={logos[index] ?? null}
            logo="wall"
            {...LOGO_BOXES.wall}
            sizes="176px"
            fit="contain"
            placeholder={LOGO_PLACEHOLDER}
            alt={brand.name}
            backdrop={false}
            className="aspect-[3/1] h-auto w-full max-w-44 opacity-85"
          />
        </li>
      ))}
    </ul>
  );
}
