import { useState } from "react";
import { todayIn } from "~/lib/enquiries/dates";
import type { EnquiryActionData } from "~/lib/enquiries/parse";
import { BOOKING_SENT, PAST_DATE_MESSAGE } from "~/lib/enquiries/choices";
import type { RentalTerms } from "~/lib/rental-terms";
import type { CatalogVehicle } from "~/lib/vehicle";
import { useSite } from "~/lib/use-site";
import { toast } from "../ui/toast-store";
import { submitButtonClass, TextAreaField, TextField } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";

export const VEHICLE_BOOKING_FORM = "vehicle-booking";
export const BOOKING_FAILED = "Failed to send booking request. Please try again.";

type Props = {
  vehicle: Pick<CatalogVehicle, "brand" | "model" | "variant" | "year" | "slug" | "is_available">;
  /** The rental terms the page shows; the draft repeats them. */
  terms?: RentalTerms | null;
  /** The business's today (YYYY-MM-DD) as the server saw it; the browser recomputes it. */
  today: string;
  serverResult?: EnquiryActionData | null;
};

/**
 * The vehicle page's booking form. The date input refuses past days (`min`), and a
 * past date typed in anyway is put back, with SPEC.md's toast.
 */
export function VehicleBookingForm({ vehicle, terms = null, today: serverToday, serverResult }: Props) {
  const site = useSite();
  const today = typeof window === "undefined" ? serverToday : todayIn(site.timezone);
  const typedDate = serverResult?.form === VEHICLE_BOOKING_FORM ? serverResult.values.preferredDate : undefined;
  const [date, setDate] = useState(typedDate || serverToday);
  const enquiry = useEnquiry({
    form: VEHICLE_BOOKING_FORM,
    check: ({ checkForm, vehicleBookingSchema, vehicleBookingDraft }, data) =>
      checkForm(vehicleBookingSchema(today), data, (form) => vehicleBookingDraft(site, vehicle, form, terms)),
    serverResult,
    onSent: () => {
      toast(BOOKING_SENT);
      setDate(today);
    },
    onFailed: () => toast(BOOKING_FAILED, { variant: "error" }),
    redirectError: (field, message) => {
      if (field !== "preferredDate" || message !== PAST_DATE_MESSAGE) return false;
      toast(PAST_DATE_MESSAGE, { variant: "error" });
      setDate(today);
      return true;
    },
  });
  const { errors, values } = enquiry;

  function onDateChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.currentTarget.value;
    if (next && next < today) {
      toast(PAST_DATE_MESSAGE, { variant: "error" });
      return; // the date does not change
    }
    setDate(next);
  }

  return (
    <>
      <form
        key={enquiry.formKey}
        method="post"
        action={`/fleet/${vehicle.slug}`}
        onSubmit={enquiry.onSubmit}
        onFocus={enquiry.prepare}
        aria-label={`Book the ${vehicle.brand} ${vehicle.model}`}
        className="flex flex-col gap-3"
      >
        <TextField id="booking-name" name="name" label="Name" required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id="booking-email" name="email" type="email" label="Email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <TextField id="booking-phone" name="phone" type="tel" label="Phone" required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField
          id="booking-date"
          name="preferredDate"
          type="date"
          label="Preferred Date"
          required
          min={today}
          value={date}
          onChange={onDateChange}
          error={errors.preferredDate}
        />
        <TextAreaField id="booking-message" name="message" label="Special Requests" rows={3} defaultValue={values.message} error={errors.message} />
        <button type="submit" className={submitButtonClass} disabled={enquiry.pending}>
          {enquiry.pending ? "Processing..." : vehicle.is_available ? "Request Booking" : "Ask About Availability"}
        </button>
      </form>
      <SentNote draft={enquiry.sent} idPrefix="booking" text="Your booking request is ready in your mail program." />
    </>
  );
}
