import { useEffect, useLayoutEffect, useRef } from "react";
import { NavLink, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { type SiteConfig } from "~/lib/site";
import { cn } from "~/lib/cn";
import { basePath, localeOfPath, localePath, otherLocale, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import type { loader as fleetLoader } from "~/routes/fleet";

/** The header's links, in a language. */
function navLinks(locale: Locale) {
  return [
    { to: localePath(locale, "/"), end: true, label: m.nav_home({}, { locale }) },
    { to: localePath(locale, "/fleet"), end: false, label: m.nav_fleet({}, { locale }) },
    { to: localePath(locale, "/yacht-charter"), end: false, label: m.nav_yacht({}, { locale }) },
    { to: localePath(locale, "/contact"), end: false, label: m.nav_contact({}, { locale }) },
  ];
}

/**
 * The same page in the other language: its path under the other prefix, with
 * the fleet's brand filter (the one query parameter a page reads) and nothing else.
 */
export function switchHref(pathname: string, brand: string | null): string {
  const target = otherLocale(localeOfPath(pathname));
  const path = basePath(pathname);
  return localePath(target, path === "/fleet" && brand !== null ? `${path}?brand=${encodeURIComponent(brand)}` : path);
}

/**
 * The brand the fleet page shows, as its loader resolved it: one the fleet has,
 * else null. Never the request's own `?brand=` text: the page cache keeps one
 * page for every spelling of a brand and one for every unknown brand
 * (app/document/page-key.server.ts), so a page that echoed the query would hand one
 * visitor's text to the next.
 */
function useFleetBrand(): string | null {
  const english = useRouteLoaderData<typeof fleetLoader>("routes/fleet");
  const spanish = useRouteLoaderData<typeof fleetLoader>("es/fleet");
  const view = english ?? spanish;
  return view?.state === "ok" && view.activeName !== null ? view.active : null;
}

/**
 * The language switch: a plain link, so it works without JavaScript and loads
 * the other language's page whole. Written in the language it leads to.
 */
function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const location = useLocation();
  const brand = useFleetBrand();
  const target = otherLocale(localeOfPath(location.pathname));
  const name = m.language_name({}, { locale: target });
  return (
    <a href={switchHref(location.pathname, brand)} hrefLang={target} lang={target} title={name} className={className}>
      {short ? (
        <>
          <span aria-hidden="true">{target.toUpperCase()}</span>
          <span className="sr-only">{name}</span>
        </>
      ) : (
        name
      )}
    </a>
  );
}

type NavLinkState = { isActive: boolean; isPending: boolean };

/** While a navigation is under way, the link being followed is the one marked, not the page being left. */
function navLinkClass({ isActive, isPending }: NavLinkState, navigating = false) {
  const current = navigating ? isPending : isActive;
  return cn(
    "rounded px-3 py-2 text-sm font-medium uppercase tracking-[0.18em] transition-colors",
    current ? "text-gold-400" : "text-stone-200 hover:text-gold-300",
  );
}

// A fixed width: on a slow connection the label's web font can arrive after
// the first paint, and a button that changed width with it would shift the header.
const bookNowClass =
  "tap-target relative inline-flex w-28 justify-center whitespace-nowrap rounded-full bg-gold-500 px-4 py-2.5 text-xs font-bold uppercase tracking-[0.14em] sm:w-34 sm:px-5 sm:text-sm sm:tracking-[0.16em] text-black shadow-[0_0_24px_rgba(212,175,55,0.35)] transition-colors hover:bg-gold-400";

const MENU_ID = "site-menu";

/**
 * Top navigation. On phones the links sit in an HTML popover: it opens, and
 * closes on Escape and on a tap outside, with no JavaScript at all, and its
 * state is the browser's, so a menu opened before the scripts arrive stays open
 * through hydration. With JavaScript it also closes after a navigation, and
 * Escape puts focus back on the toggle wherever it was.
 */
export function SiteHeader({ site }: { site: SiteConfig }) {
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // A link navigation elsewhere (not a form's submission) is under way.
  const navigation = useNavigation();
  const going = navigation.state === "loading" && !navigation.formMethod ? navigation.location : null;
  const navigating = going !== null && going.pathname !== location.pathname;
  const shownPath = useRef(`${location.pathname}${location.search}`);
  const locale = localeOfPath(location.pathname);
  const links = navLinks(locale);

  // The menu closes as soon as a navigation starts (not when the next page
  // arrives), and not on hydration: a menu opened before it stays open. Before
  // paint: the commit that shows /fleet's placeholder never paints under it.
  useLayoutEffect(() => {
    const path = `${location.pathname}${location.search}`;
    if (path === shownPath.current && !going) return;
    shownPath.current = path;
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [location.pathname, location.search, going]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !menu.current?.matches(":popover-open")) return;
      event.preventDefault();
      menu.current.hidePopover();
      toggle.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-black/85 backdrop-blur supports-[backdrop-filter]:bg-black/70">
      <nav aria-label={m.nav_main({}, { locale })} className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={localePath(locale, "/")} className="tap-target relative font-display text-base leading-tight font-bold tracking-wide text-gold-400 sm:text-xl">
          {site.name}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={(state) => navLinkClass(state, navigating)}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className={navLinkClass({ isActive: false, isPending: false })} />
          </li>
        </ul>
        <div className="flex items-center gap-2">
          <Link to={localePath(locale, "/quick-booking")} className={bookNowClass}>
            {m.nav_book_now({}, { locale })}
          </Link>
          {/* On a phone narrower than 390 px the business name needs the room: the switch is in the menu there. */}
          <LanguageSwitch
            short
            className="tap-target relative hidden size-11 items-center justify-center rounded-full border border-white/15 text-xs font-bold tracking-wider text-stone-100 hover:text-gold-300 min-[390px]:flex md:hidden"
          />
          <div className="group md:hidden">
            <button
              ref={toggle}
              type="button"
              popoverTarget={MENU_ID}
              aria-label={m.nav_menu({}, { locale })}
              className="tap-target relative flex size-11 cursor-pointer items-center justify-center rounded-full border border-white/15 text-stone-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 group-has-[:popover-open]:hidden" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-5 group-has-[:popover-open]:block" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
            {/* In the top layer: placed under the toggle, which the sticky header keeps at the top right. */}
            <div
              ref={menu}
              id={MENU_ID}
              popover="auto"
              className="site-menu m-0 w-56 rounded-xl border border-white/10 bg-ink-900 p-2 text-stone-100 shadow-2xl"
            >
              <ul>
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={(state) => cn(navLinkClass(state, navigating), "block py-3")}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <LanguageSwitch className={cn(navLinkClass({ isActive: false, isPending: false }), "block py-3")} />
                </li>
              </ul>
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
