import { todayIn } from "~/lib/enquiries/dates";
import { BOOKING_SENT } from "~/lib/enquiries/choices";
import type { EnquiryActionData } from "~/lib/enquiries/parse";
import { formatUsd, yachtTotal } from "~/lib/enquiries/yacht-price";
import { YACHT } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { toast } from "../ui/toast-store";
import { ErrorSummary, type SummaryFields } from "./error-summary";
import { SelectField, SubmitLabel, submitButtonClass, TextAreaField, TextField } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";

export const YACHT_BOOKING_FORM = "yacht-booking";

const FIELDS: SummaryFields = [
  ["name", "yacht-name", "Name"],
  ["email", "yacht-email", "Email"],
  ["phone", "yacht-phone", "Phone"],
  ["duration", "yacht-duration", "Duration"],
  ["preferredDate", "yacht-date", "Preferred Date"],
  ["requests", "yacht-requests", "Special Requests"],
];

const DURATION_OPTIONS = YACHT.durations.map((hours) => ({
  value: String(hours),
  label: `${hours} hours (${formatUsd(yachtTotal(hours))})`,
}));

// The total line holds every duration's total; CSS shows the one whose option is
// chosen. So it is right without JavaScript, before the scripts arrive, and after
// they hydrate a form the visitor has already changed: nothing to keep in step.
const TOTAL_RULES = YACHT.durations
  .map((hours) => `#yacht-form:has(#yacht-duration option[value="${hours}"]:checked) [data-total-hours="${hours}"]{display:inline}`)
  .join("");

/** The yacht charter form. Every duration shows its total, and the total line follows the choice, with or without JavaScript. */
export function YachtBookingForm({ today: serverToday, serverResult }: { today: string; serverResult?: EnquiryActionData | null }) {
  const site = useSite();
  const today = typeof window === "undefined" ? serverToday : todayIn(site.timezone);
  const enquiry = useEnquiry({
    form: YACHT_BOOKING_FORM,
    check: ({ checkForm, yachtBookingSchema, yachtBookingDraft }, data) =>
      checkForm(yachtBookingSchema(today), data, (form) => yachtBookingDraft(site, form)),
    serverResult,
    onSent: () => toast(BOOKING_SENT),
  });
  const { errors, values } = enquiry;

  return (
    <>
      <ErrorSummary id="yacht-errors" errors={enquiry.serverErrors} fields={FIELDS} />
      <form key={enquiry.formKey} id="yacht-form" method="post" action="/yacht-charter" {...enquiry.formProps} aria-label="Book the yacht" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id="yacht-name" name="name" label="Name" required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id="yacht-email" name="email" type="email" label="Email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <TextField id="yacht-phone" name="phone" type="tel" label="Phone" required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <SelectField
          id="yacht-duration"
          name="duration"
          label="Duration"
          options={DURATION_OPTIONS}
          defaultValue={values.duration || String(YACHT.minimumHours)}
          error={errors.duration}
        />
        <TextField id="yacht-date" name="preferredDate" type="date" label="Preferred Date" min={today} defaultValue={values.preferredDate} error={errors.preferredDate} />
        <div className="flex flex-col justify-end rounded-lg border border-gold-500/40 bg-gold-500/5 px-4 py-2.5">
          <p className="text-xs uppercase tracking-[0.2em] text-stone-300">Total</p>
          <style href="yacht-totals" precedence="default">{TOTAL_RULES}</style>
          <p className="font-display text-2xl font-bold text-gold-400" aria-live="polite" data-testid="yacht-total">
            {YACHT.durations.map((hours) => (
              <span key={hours} data-total-hours={hours} className="hidden">
                {formatUsd(yachtTotal(hours))}
              </span>
            ))}
          </p>
        </div>
        <TextAreaField id="yacht-requests" name="requests" label="Special Requests" rows={4} className="sm:col-span-2" defaultValue={values.requests} error={errors.requests} />
        <button type="submit" className={`${submitButtonClass} sm:col-span-2`} disabled={enquiry.pending}>
          <SubmitLabel>Book Your Charter</SubmitLabel>
        </button>
      </form>
      <SentNote draft={enquiry.sent} idPrefix="yacht" text="Your charter request is ready in your mail program." />
    </>
  );
}
