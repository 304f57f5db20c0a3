import { Link } from "react-router";
import type { Crumb } from "~/seo/structured-data";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// Home > Fleet > vehicle name, in the page's language and at its addresses
// (the loader's); the last crumb is the page itself.
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const locale = useLocale();
  return (
    <nav aria-label={m.vehicle_breadcrumb({}, { locale })}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-400">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {last ? (
                <span aria-current="page" className="min-w-0 text-gold-300">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="tap-target relative transition-colors hover:text-gold-300">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className="text-stone-600">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
