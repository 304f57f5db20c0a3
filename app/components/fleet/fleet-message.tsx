import { Link } from "react-router";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The fleet page's empty and error states, in SPEC.md section 8's words. The
// page shows one only when its list is empty or cannot be read, so this part
// and its words come in a chunk of their own (app/routes/fleet.tsx).

/** An empty filter result, an empty fleet, or a fleet that cannot be read. */
export type FleetState = "empty-filter" | "empty" | "unavailable";

export function FleetMessage({ state }: { state: FleetState }) {
  const locale = useLocale();
  const title = state === "unavailable" ? m.fleet_unavailable_title({}, { locale }) : m.fleet_empty_title({}, { locale });
  const text =
    state === "unavailable"
      ? m.fleet_unavailable_text({}, { locale })
      : state === "empty-filter"
        ? m.fleet_empty_filter_text({}, { locale })
        : m.fleet_empty_fleet_text({}, { locale });
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-ink-900 px-6 py-14 text-center">
      <h2 className="text-3xl font-bold text-gold-400">{title}</h2>
      <p className="mt-3 text-stone-300">{text}</p>
      {state === "empty-filter" ? (
        <Link
          to={localePath(locale, "/fleet")}
          className="mt-8 inline-flex min-h-11 items-center rounded-full border border-gold-500 px-6 text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase transition-colors hover:bg-gold-500 hover:text-black"
        >
          {m.fleet_show_all({}, { locale })}
        </Link>
      ) : null}
    </div>
  );
}
