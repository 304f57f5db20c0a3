import { Link } from "react-router";
import { termRows, type RentalTerms } from "~/catalog/rental-terms";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The vehicle's rental terms in the booking panel, just above the form, so
// the visitor reads them before writing (and the draft repeats them). Plain
// markup; nothing here needs the script.

type RentalTermsBlockProps = {
  terms: RentalTerms;
  /** The FAQ's requirements section in the page's language, or null when the site has no FAQ. */
  faqLink: string | null;
};

export function RentalTermsBlock({ terms, faqLink }: RentalTermsBlockProps) {
  const locale = useLocale();
  return (
    <section aria-labelledby="rental-terms-title" className="mt-5 rounded-xl border border-white/10 bg-black/30 px-4 py-4">
      <h3 id="rental-terms-title" className="text-[0.7rem] font-semibold tracking-[0.2em] text-gold-400 uppercase">
        {m.terms_title({}, { locale })}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {termRows(terms, locale).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-stone-400">{label}</dt>
            <dd className="text-right font-semibold text-stone-100">{value}</dd>
          </div>
        ))}
      </dl>
      {faqLink ? (
        <p className="mt-3 text-sm">
          <Link to={faqLink} className="font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center">
            {m.terms_faq_link({}, { locale })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
