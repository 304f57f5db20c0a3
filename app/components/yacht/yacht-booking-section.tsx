import { Link } from "react-router";
import { YachtBookingForm } from "~/components/forms/yacht-booking-form";
import { SectionHeading } from "~/components/ui/section-heading";
import type { EnquiryActionData } from "~/lib/enquiries/parse";

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
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <SectionHeading eyebrow="Reserve" title="Book the Yacht" id={`${id}-title`}>
        Choose 4, 6 or 8 hours and a date; we reply to every request within 24 hours.
        {faqLink ? (
          <>
            {" "}Weather, what is included, cancelling:{" "}
            <Link to={faqLink} className="font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200">
              yacht charter FAQ
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
