import { Link } from "react-router";
import type { Crumb } from "~/lib/structured-data";

// Home > Fleet > vehicle name; the last crumb is the page itself.
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
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
