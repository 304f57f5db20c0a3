import { Link } from "react-router";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/** SPEC.md's not-found page: '404', 'Oops! Page not found' and a way home, in the page's language. */
export function PageNotFound() {
  const locale = useLocale();
  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="font-display text-8xl font-bold text-gold-500" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">404: </span>{m.notfound_heading({}, { locale })}
      </h1>
      <Link
        to={localePath(locale, "/")}
        className="mt-10 rounded-full bg-gold-500 px-8 py-3 font-semibold uppercase tracking-[0.16em] text-black hover:bg-gold-400"
      >
        {m.common_return_home({}, { locale })}
      </Link>
    </section>
  );
}
