import { useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useNavigateAfterPaint } from "~/hydration/deferred";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { brandFilterHref, type BrandOption } from "~/catalog/fleet";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The brand filter is a row of plain links (`?brand=`): shareable, and it works
// with JavaScript off. With JavaScript the page keeps its scroll position.
//
// A tap paints its answer first: the chip the visitor chose turns gold in the
// tap's own frame, and the router's navigation (route matching, the data
// request, the list's switch to its placeholder grid) starts after that frame,
// in a transition, so none of it is part of the tap's processing time (its
// INP). aria-current stays with the list on screen until the chosen one has
// arrived, as in the header.

type BrandFilterProps = {
  brands: BrandOption[];
  /** The brand slug in the URL; null for All. An unknown one marks no link. */
  active: string | null;
};

/** The chip chosen by a click whose list is not shown yet; `started` once the router has it. */
type Chosen = { slug: string | null; started: boolean };

export function BrandFilter({ brands, active }: BrandFilterProps) {
  const locale = useLocale();
  const options = [{ name: m.fleet_filter_all({}, { locale }), slug: null }, ...brands];
  const href = (slug: string | null) => localePath(locale, brandFilterHref(slug));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const navigation = useNavigation();
  const navigateAfterPaint = useNavigateAfterPaint();
  const location = useLocation();
  // The navigation ended (the list arrived, or it failed or was replaced): the URL says again.
  if (chosen?.started && navigation.state === "idle") setChosen(null);
  const marked = chosen ? chosen.slug : active;

  function choose(event: React.MouseEvent<HTMLAnchorElement>, slug: string | null) {
    // What React Router's Link does itself: a modified click (new tab, window) or another button is the browser's.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.defaultPrevented) return;
    event.preventDefault();
    const to = href(slug);
    setChosen({ slug, started: false });
    // The page's own address again replaces its history entry, as a Link does.
    const replace = `${location.pathname}${location.search}` === to;
    navigateAfterPaint(to, { preventScrollReset: true, replace }, () => setChosen({ slug, started: true }));
  }

  return (
    <nav aria-label={m.fleet_filter_label({}, { locale })} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap sm:justify-center">
        {options.map((option) => (
          <li key={option.slug ?? "all"}>
            <Link
              to={href(option.slug)}
              preventScrollReset
              onClick={(event) => choose(event, option.slug)}
              aria-current={option.slug === active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold tracking-[0.14em] whitespace-nowrap uppercase transition-colors",
                option.slug === marked
                  ? "border-gold-500 bg-gold-500 text-black"
                  : "border-white/15 text-stone-200 hover:border-gold-500/70 hover:text-gold-300",
              )}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
