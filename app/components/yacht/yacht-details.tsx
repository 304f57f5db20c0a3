import { formatUsd, yachtTotal } from "~/enquiries/yacht-price";
import { useLocale, type Locale } from "~/i18n/i18n";
import { YACHT } from "~/lib/site";
import { m } from "~/paraglide/messages";

// SPEC.md's specifications card, the freedom policy and the prices, all from
// the YACHT constants so the page and the booking form can never disagree.

function specifications(locale: Locale) {
  return [
    { term: m.yacht_specs_length({}, { locale }), detail: m.yacht_specs_length_value({ length: YACHT.lengthFt }, { locale }) },
    { term: m.yacht_specs_capacity({}, { locale }), detail: m.yacht_specs_guests_value({ guests: YACHT.guests }, { locale }) },
    { term: m.yacht_specs_amenities({}, { locale }), detail: m.yacht_specs_amenities_value({}, { locale }) },
    { term: m.yacht_specs_experience({}, { locale }), detail: m.yacht_specs_experience_value({}, { locale }) },
  ];
}

const card = "rounded-3xl border border-white/10 bg-ink-900/80 p-7 shadow-[0_30px_80px_-40px_rgba(212,175,55,0.4)] sm:p-9";
const cardTitle = "text-2xl font-bold text-white";

export function YachtDetails() {
  const locale = useLocale();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section aria-labelledby="yacht-specs" className={card}>
        <h2 id="yacht-specs" className={cardTitle}>{m.yacht_specs_title({}, { locale })}</h2>
        <dl className="mt-6 divide-y divide-white/10">
          {specifications(locale).map((item) => (
            <div key={item.term} className="flex items-baseline justify-between gap-4 py-3.5">
              <dt className="text-xs font-semibold uppercase tracking-[0.22em] text-stone-400">{item.term}</dt>
              <dd className="min-w-0 text-right font-medium text-gold-300">{item.detail}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="yacht-policy" className={`${card} border-gold-500/40 bg-gradient-to-br from-gold-500/15 via-ink-900 to-ink-900`}>
        <h2 id="yacht-policy" className={cardTitle}>{m.yacht_policy_title({}, { locale })}</h2>
        <p className="mt-6 leading-relaxed text-stone-200">{m.yacht_policy_text({}, { locale })}</p>
        <ul className="mt-6 space-y-2 text-sm text-stone-300">
          {[m.yacht_policy_smoking({}, { locale }), m.yacht_policy_drinking({}, { locale }), m.yacht_policy_partying({}, { locale })].map((item) => (
            <li key={item} className="flex items-center gap-3">
              <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full bg-gold-500 text-[0.7rem] font-bold text-black">✓</span>
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="yacht-prices" className={card}>
        <h2 id="yacht-prices" className={cardTitle}>{m.yacht_prices_title({}, { locale })}</h2>
        <p className="mt-6">
          <span className="font-display text-5xl font-bold text-gold-400">{formatUsd(YACHT.pricePerHour)}</span>
          <span className="ml-2 text-stone-300">{m.common_per_hour({}, { locale })}</span>
        </p>
        <p className="mt-2 text-sm font-semibold uppercase tracking-[0.2em] text-stone-400">{m.common_hour_minimum({ hours: YACHT.minimumHours }, { locale })}</p>
        <ul className="mt-6 divide-y divide-white/10 border-t border-white/10">
          {YACHT.durations.map((hours) => (
            <li key={hours} className="flex justify-between py-3">
              <span className="text-stone-300">{m.yacht_prices_hours({ hours }, { locale })}</span>
              <span className="font-semibold text-white">{formatUsd(yachtTotal(hours))}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
