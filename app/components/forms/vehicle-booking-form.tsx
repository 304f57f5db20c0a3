import { useEffect, useRef } from "react";
import { todayIn } from "~/enquiries/dates";
import { VEHICLE_BOOKING_FORM } from "~/enquiries/form-ids";
import type { EnquiryActionData } from "~/enquiries/parse";
import { localePath, useLocale } from "~/i18n/i18n";
import type { CatalogVehicle } from "~/catalog/vehicle";
import { useSite } from "~/lib/use-site";
import { m } from "~/paraglide/messages";
import { toast } from "../ui/toast-store";
import { ErrorSummary } from "./error-summary";
import { EnquiryHiddenFields, fieldLabels, SubmitLabel, submitButtonClass, TextAreaField, TextField, PrivacyLink } from "./field";
import { SentNote } from "./sent-note";
import { refusedFor, useEnquiry } from "./use-enquiry";

const DATE_ID = "booking-date";

type Props = {
  vehicle: Pick<CatalogVehicle, "brand" | "model" | "variant" | "year" | "slug" | "is_available">;
  /** The business's today (YYYY-MM-DD) as the server saw it; the browser recomputes it. */
  today: string;
  serverResult?: EnquiryActionData | null;
};

/**
 * The vehicle page's booking form. The date input refuses past days (`min`), and a
 * past date typed in anyway is put back, with SPEC.md's toast.
 *
 * The input is left to the browser while the visitor types: a native date field
 * reports a value at every keystroke (a new month on today's day and year, then
 * the year 0002, 0020, ...), most of them "in the past". A date picked whole (the
 * calendar, autofill) is judged at once; a typed one when the visitor leaves the
 * field or submits. A refused date puts back the last good one.
 */
export function VehicleBookingForm({ vehicle, today: serverToday, serverResult }: Props) {
  const site = useSite();
  const locale = useLocale();
  const o = { locale };
  const pastDate = m.form_past_date({}, o);
  const today = typeof window === "undefined" ? serverToday : todayIn(site.timezone);
  const typedDate = refusedFor(VEHICLE_BOOKING_FORM, serverResult)?.values.preferredDate;
  const initialDate = typedDate || serverToday;
  // The last date the field held that was not in the past (what a refused date puts back).
  const accepted = useRef(initialDate >= serverToday ? initialDate : serverToday);
  // Scripts may arrive after the visitor typed a date: start from what the field holds.
  useEffect(() => {
    const typed = (document.getElementById(DATE_ID) as HTMLInputElement | null)?.value;
    if (typed && typed >= today) accepted.current = typed;
  }, [today]);
  const enquiry = useEnquiry({
    form: VEHICLE_BOOKING_FORM,
    serverResult,
    onSent: (sent) => {
      // SPEC's failure toast only when nothing reached the business: a kept enquiry was sent, whatever the draft did.
      if (sent.draftRefused && sent.status === "not-kept") toast(m.toast_booking_failed({}, o), { variant: "error" });
      else toast(m.toast_booking_sent({}, o));
      accepted.current = today;
    },
    shownElsewhere: (field, message) => field === "preferredDate" && message === pastDate,
    onRefused: (errors) => {
      if (errors.preferredDate !== pastDate) return;
      toast(pastDate, { variant: "error" });
      const input = document.getElementById(DATE_ID) as HTMLInputElement | null;
      if (input) input.value = accepted.current >= today ? accepted.current : today;
    },
  });
  const { errors, values } = enquiry;
  const label = fieldLabels(locale);
  const fields = [
    ["name", "booking-name", label.name],
    ["email", "booking-email", label.email],
    ["phone", "booking-phone", label.phone],
    ["preferredDate", DATE_ID, label.preferredDate],
    ["message", "booking-message", label.specialRequests],
  ] as const;

  // Set by a key pressed in the date field: its changes are then steps of typing.
  const typing = useRef(false);

  function judgeDate(input: HTMLInputElement) {
    const next = input.value;
    if (!next) return; // not a whole date (yet)
    if (next >= today) {
      accepted.current = next;
      return;
    }
    toast(pastDate, { variant: "error" });
    input.value = accepted.current; // the date does not change
  }

  return (
    <>
      <ErrorSummary id="booking-errors" errors={enquiry.serverErrors} fields={fields} locale={locale} />
      <enquiry.Form
        key={enquiry.formKey}
        method="post"
        action={localePath(locale, `/fleet/${vehicle.slug}`)}
        {...enquiry.formProps}
        aria-label={m.form_vehicle_label({ vehicle: `${vehicle.brand} ${vehicle.model}` }, o)}
        className="flex flex-col gap-3"
      >
        <TextField id="booking-name" name="name" label={label.name} required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id="booking-email" name="email" type="email" label={label.email} required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <TextField id="booking-phone" name="phone" type="tel" label={label.phone} required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField
          id={DATE_ID}
          name="preferredDate"
          type="date"
          label={label.preferredDate}
          required
          min={today}
          defaultValue={enquiry.formKey === 0 ? initialDate : today}
          onKeyDown={() => (typing.current = true)}
          onChange={(event) => {
            if (!typing.current) judgeDate(event.currentTarget); // a date picked whole
          }}
          onBlur={(event) => {
            typing.current = false;
            judgeDate(event.currentTarget);
          }}
          error={errors.preferredDate}
        />
        <TextAreaField id="booking-message" name="message" label={label.specialRequests} rows={3} defaultValue={values.message} error={errors.message} />
        <EnquiryHiddenFields scripted={enquiry.scripted} />
        <button type="submit" className={submitButtonClass} disabled={enquiry.pending}>
          <SubmitLabel locale={locale}>{vehicle.is_available ? m.form_request_booking({}, o) : m.form_ask_availability({}, o)}</SubmitLabel>
        </button>
        <PrivacyLink locale={locale} />
      </enquiry.Form>
      <SentNote sent={enquiry.sent} idPrefix="booking" text={m.form_booking_sent_note({}, o)} />
    </>
  );
}
