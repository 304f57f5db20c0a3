import { SectionHeading } from "~/components/ui/section-heading";

/** Where the elite booking form goes; SPEC.md shows no other copy for the section. */
export function EliteBookingSection() {
  return (
    <section id="elite-booking" aria-labelledby="elite-booking-title" className="bg-gradient-to-b from-ink-950 to-black py-24 sm:py-32">
      <div className="container-page">
        <SectionHeading eyebrow="Reserve" title="Elite Booking" id="elite-booking-title" />
        <div className="mx-auto mt-12 max-w-3xl">
          {/* EliteBookingForm (enquiries issue) */}
        </div>
      </div>
    </section>
  );
}
