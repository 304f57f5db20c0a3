import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { mediaUrl } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages";

// SPEC.md's ten brands, in its order. Logos are the project's own wordmarks
// in the media bucket (brand/<file>.svg), served as they are (vector art, not
// through the picture pipeline: no widths to choose from, so no srcset).
export const BRAND_WALL = [
  { name: "Lamborghini", file: "lamborghini" },
  { name: "Rolls-Royce", file: "rolls-royce" },
  { name: "Mercedes", file: "mercedes" },
  { name: "BMW", file: "bmw" },
  { name: "Audi", file: "audi" },
  { name: "Ferrari", file: "ferrari" },
  { name: "Porsche", file: "porsche" },
  { name: "McLaren", file: "mclaren" },
  { name: "Corvette", file: "corvette" },
  { name: "Land Rover", file: "land-rover" },
] as const;

export function BrandWall() {
  const site = useSite();
  const locale = useLocale();
  const placeholder = mediaUrl(site, "placeholder/logo.svg");
  return (
    <section aria-labelledby="brands-title" className="border-y border-white/10 bg-ink-900 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading eyebrow={m.home_brands_eyebrow({}, { locale })} title={m.home_brands_title({}, { locale })} id="brands-title" />
        <figure className="mt-14">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {BRAND_WALL.map((brand) => (
              <li
                key={brand.file}
                className="flex h-24 items-center justify-center rounded-2xl border border-white/10 bg-black/60 px-4 transition-colors hover:border-gold-500/60"
              >
                <Picture
                  picture={{ kind: "external", url: mediaUrl(site, `brand/${brand.file}.svg`) }}
                  sizes="176px"
                  fit="contain"
                  placeholder={placeholder}
                  width={240}
                  height={80}
                  alt={brand.name}
                  backdrop={false}
                  className="h-auto w-full max-w-44 opacity-85"
                />
              </li>
            ))}
          </ul>
          <figcaption className="mt-10 text-center text-sm tracking-wide text-stone-400 sm:text-base">{m.home_brands_caption({}, { locale })}</figcaption>
        </figure>
      </div>
    </section>
  );
}
