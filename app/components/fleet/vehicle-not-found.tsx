import { Link } from "react-router";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// SPEC.md section 8: a missing vehicle, or a load error, reads the same.
export function VehicleNotFound() {
  const locale = useLocale();
  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="text-xs font-semibold tracking-[0.35em] text-gold-500 uppercase">{m.vehicle_not_found_kicker({}, { locale })}</p>
      <h1 className="mt-4 text-4xl font-bold text-stone-50 sm:text-5xl">{m.vehicle_not_found_title({}, { locale })}</h1>
      <p className="mt-4 max-w-md text-stone-300">{m.vehicle_not_found_text({}, { locale })}</p>
      <Link
        to={localePath(locale, "/fleet")}
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-gold-500 px-8 font-semibold tracking-[0.16em] text-black uppercase transition-colors hover:bg-gold-400"
      >
        {m.vehicle_return_to_fleet({}, { locale })}
      </Link>
    </section>
  );
}
