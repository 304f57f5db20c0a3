import { BOOKING_SENT } from "~/lib/enquiries/choices";
import type { EnquiryActionData } from "~/lib/enquiries/parse";
import { useSite } from "~/lib/use-site";
import { toast } from "../ui/toast-store";
import { ErrorSummary, type SummaryFields } from "./error-summary";
import { SubmitLabel, submitButtonClass, TextField } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";

export const ELITE_BOOKING_FORM = "elite-booking";

const FIELDS: SummaryFields = [
  ["firstName", "elite-first-name", "First Name"],
  ["lastName", "elite-last-name", "Last Name"],
  ["phone", "elite-phone", "Phone"],
  ["email", "elite-email", "Email"],
];

/** The home page's elite booking form: four required fields. Posts to the home route's action without JavaScript. */
export function EliteBookingForm({ serverResult }: { serverResult?: EnquiryActionData | null }) {
  const site = useSite();
  const enquiry = useEnquiry({
    form: ELITE_BOOKING_FORM,
    check: ({ checkForm, EliteBookingSchema, eliteBookingDraft }, data) =>
      checkForm(EliteBookingSchema, data, (form) => eliteBookingDraft(site, form)),
    serverResult,
    onSent: () => toast(BOOKING_SENT),
  });
  const { errors, values } = enquiry;
  return (
    <>
      <ErrorSummary id="elite-errors" errors={enquiry.serverErrors} fields={FIELDS} />
      <form key={enquiry.formKey} method="post" action="/?index" {...enquiry.formProps} aria-label="Elite booking" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id="elite-first-name" name="firstName" label="First Name" required autoComplete="given-name" defaultValue={values.firstName} error={errors.firstName} />
        <TextField id="elite-last-name" name="lastName" label="Last Name" required autoComplete="family-name" defaultValue={values.lastName} error={errors.lastName} />
        <TextField id="elite-phone" name="phone" type="tel" label="Phone" required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField id="elite-email" name="email" type="email" label="Email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <button type="submit" className={`${submitButtonClass} sm:col-span-2`} disabled={enquiry.pending}>
          <SubmitLabel>Request Elite Booking</SubmitLabel>
        </button>
      </form>
      <SentNote draft={enquiry.sent} idPrefix="elite" text="Your request is ready in your mail program." />
    </>
  );
}
