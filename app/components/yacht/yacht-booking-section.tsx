import { Link } from "react-router";
import { YachtBookingForm } from "~/components/forms/yacht-booking-form";
import { SectionHeading } from "~/components/ui/section-heading";
import type { EnquiryActionData } from "~/enquiries/parse";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

type YachtBookingSectionProps = {
  id: string;
  /** The FAQ's yacht section, or null when the site has no FAQ. */
  faqLink: string | null;
  /** The business's today (YYYY-MM-DD) as the server saw it. */
  today: string;
  serverResult?: EnquiryActionData | null;
};

/** The charter's booking section: SPEC.md's heading, the FAQ link and the form. */
export function YachtBookingSection({ id, faqLink, today, serverResult }: YachtBookingSectionProps) {
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <SectionHeading eyebrow={m.common_reserve({}, { locale })} title={m.yacht_booking_title({}, { locale })} id={`${id}-title`}>
        {m.yacht_booking_lead({}, { locale })}
        {faqLink ? (
          <>
            {" "}{m.yacht_booking_faq_intro({}, { locale })}{" "}
            <Link to={localePath(locale, faqLink)} className="font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200">
              {m.yacht_booking_faq_link({}, { locale })}
            </Link>
            .
          </>
        ) : null}
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-3xl">
        <YachtBookingForm today={today} serverResult={serverResult} />
      </div>
    </section>
  );
}
