import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { brandFilterHref, type BrandOption } from "~/lib/fleet";

// The brand filter is a row of plain links (`?brand=`): shareable, and it works
// with JavaScript off. With JavaScript the page keeps its scroll position.

type BrandFilterProps = {
  brands: BrandOption[];
  /** The brand slug in the URL; null for All. An unknown one marks no link. */
  active: string | null;
};

export function BrandFilter({ brands, active }: BrandFilterProps) {
  const options = [{ name: "All", slug: null }, ...brands];
  return (
    <nav aria-label="Filter by brand" className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap sm:justify-center">
        {options.map((option) => {
          const current = option.slug === active;
          return (
            <li key={option.slug ?? "all"}>
              <Link
                to={brandFilterHref(option.slug)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold tracking-[0.14em] whitespace-nowrap uppercase transition-colors",
                  current
                    ? "border-gold-500 bg-gold-500 text-black"
                    : "border-white/15 text-stone-200 hover:border-gold-500/70 hover:text-gold-300",
                )}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
