import { Link } from "react-router";

// SPEC.md section 8: a missing vehicle, or a load error, reads the same.
export function VehicleNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="text-xs font-semibold tracking-[0.35em] text-gold-500 uppercase">Our Fleet</p>
      <h1 className="mt-4 text-4xl font-bold text-stone-50 sm:text-5xl">Vehicle Not Found</h1>
      <p className="mt-4 max-w-md text-stone-300">The requested vehicle could not be found.</p>
      <Link
        to="/fleet"
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-gold-500 px-8 font-semibold tracking-[0.16em] text-black uppercase transition-colors hover:bg-gold-400"
      >
        Return to Fleet
      </Link>
    </section>
  );
}
