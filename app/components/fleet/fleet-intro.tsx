import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The fleet page's heading and lead, shared by the page and by its pending view.

export function FleetIntro({ children }: { children?: React.ReactNode }) {
  const locale = useLocale();
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-xs font-semibold tracking-[0.35em] text-gold-500 uppercase">{m.fleet_kicker({}, { locale })}</p>
      <h1 className="mt-4 text-4xl font-bold text-stone-50 sm:text-5xl lg:text-6xl">{m.fleet_heading({}, { locale })}</h1>
      <p className="mt-5 text-base leading-relaxed text-stone-300 sm:text-lg">{m.fleet_lead({}, { locale })}</p>
      {children}
    </header>
  );
}
