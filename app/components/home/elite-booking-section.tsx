import { EliteBookingForm } from "~/components/forms/elite-booking-form";
import { SectionHeading } from "~/components/ui/section-heading";
import type { EnquiryActionData } from "~/enquiries/parse";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/** Where the elite booking form goes; SPEC.md shows no other copy for the section. */
export function EliteBookingSection({ serverResult }: { serverResult?: EnquiryActionData | null }) {
  const locale = useLocale();
  return (
    <section id="elite-booking" aria-labelledby="elite-booking-title" className="bg-gradient-to-b from-ink-950 to-black py-24 sm:py-32">
      <div className="container-page">
        <SectionHeading eyebrow={m.common_reserve({}, { locale })} title={m.home_elite_title({}, { locale })} id="elite-booking-title" />
        <div className="mx-auto mt-12 max-w-3xl">
          <EliteBookingForm serverResult={serverResult} />
        </div>
      </div>
    </section>
  );
}
