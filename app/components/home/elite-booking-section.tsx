import { EliteBookingForm } from "~/components/forms/elite-booking-form";
import { SectionHeading } from "~/components/ui/section-heading";
import type { EnquiryActionData } from "~/lib/enquiries/parse";

/** Where the elite booking form goes; SPEC.md shows no other copy for the section. */
export function EliteBookingSection({ serverResult }: { serverResult?: EnquiryActionData | null }) {
  return (
    <section id="elite-booking" aria-labelledby="elite-booking-title" className="bg-gradient-to-b from-ink-950 to-black py-24 sm:py-32">
      <div className="container-page">
        <SectionHeading eyebrow="Reserve" title="Elite Booking" id="elite-booking-title" />
        <div className="mx-auto mt-12 max-w-3xl">
          <EliteBookingForm serverResult={serverResult} />
        </div>
      </div>
    </section>
  );
}
