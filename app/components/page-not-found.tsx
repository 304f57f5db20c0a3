import { Link } from "react-router";

/** SPEC.md's not-found page: '404', 'Oops! Page not found' and a way home. */
export function PageNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="font-display text-8xl font-bold text-gold-500" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link
        to="/"
        className="mt-10 rounded-full bg-gold-500 px-8 py-3 font-semibold uppercase tracking-[0.16em] text-black hover:bg-gold-400"
      >
        Return to Home
      </Link>
    </section>
  );
}
