// The fleet page's heading and lead, shared by the page and by its pending view.

export const FLEET_HEADING = "Our Exotic Fleet";

export function FleetIntro({ children }: { children?: React.ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-xs font-semibold tracking-[0.35em] text-gold-500 uppercase">Miami · South Florida</p>
      <h1 className="mt-4 text-4xl font-bold text-stone-50 sm:text-5xl lg:text-6xl">{FLEET_HEADING}</h1>
      <p className="mt-5 text-base leading-relaxed text-stone-300 sm:text-lg">
        Supercars, luxury SUVs and chauffeur-ready sedans, by the day or by the hour. Every rental comes with instant
        confirmation, 24/7 support and flexible cancellation.
      </p>
      {children}
    </header>
  );
}
