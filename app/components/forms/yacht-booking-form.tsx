import { todayIn } from "~/enquiries/dates";
import { YACHT_BOOKING_FORM } from "~/enquiries/form-ids";
import type { EnquiryActionData } from "~/enquiries/parse";
import { formatUsd, yachtTotal } from "~/enquiries/yacht-price";
import { localePath, useLocale } from "~/i18n/i18n";
import { YACHT } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { m } from "~/paraglide/messages";
import { toast } from "../ui/toast-store";
import { ErrorSummary } from "./error-summary";
import { EnquiryHiddenFields, fieldLabels, SelectField, SubmitLabel, submitButtonClass, TextAreaField, TextField, PrivacyLink } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";


// The total line holds every duration's total; CSS shows the one whose option is
// chosen. So it is right without JavaScript, before the scripts arrive, and after
// they hydrate a form the visitor has already changed: nothing to keep in step.
const TOTAL_RULES = YACHT.durations
  .map((hours) => `#yacht-form:has(#yacht-duration option[value="${hours}"]:checked) [data-total-hours="${hours}"]{display:inline}`)
  .join("");

/** The yacht charter form. Every duration shows its total, and the total line follows the choice, with or without JavaScript. */
export function YachtBookingForm({ today: serverToday, serverResult }: { today: string; serverResult?: EnquiryActionData | null }) {
  const site = useSite();
  const locale = useLocale();
  const o = { locale };
  const today = typeof window === "undefined" ? serverToday : todayIn(site.timezone);
  const enquiry = useEnquiry({
    form: YACHT_BOOKING_FORM,
    serverResult,
    onSent: () => toast(m.toast_booking_sent({}, o)),
  });
  const { errors, values } = enquiry;
  const label = fieldLabels(locale);
  const fields = [
    ["name", "yacht-name", label.name],
    ["email", "yacht-email", label.email],
    ["phone", "yacht-phone", label.phone],
    ["duration", "yacht-duration", label.duration],
    ["preferredDate", "yacht-date", label.preferredDate],
    ["requests", "yacht-requests", label.specialRequests],
  ] as const;
  const durations = YACHT.durations.map((hours) => ({
    value: String(hours),
    label: m.form_duration_option({ hours, price: formatUsd(yachtTotal(hours)) }, o),
  }));

  return (
    <>
      <ErrorSummary id="yacht-errors" errors={enquiry.serverErrors} fields={fields} locale={locale} />
      <enquiry.Form
        key={enquiry.formKey}
        id="yacht-form"
        method="post"
        action={localePath(locale, "/yacht-charter")}
        {...enquiry.formProps}
        aria-label={m.form_yacht_label({}, o)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <TextField id="yacht-name" name="name" label={label.name} required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id="yacht-email" name="email" type="email" label={label.email} required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <TextField id="yacht-phone" name="phone" type="tel" label={label.phone} required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <SelectField
          id="yacht-duration"
          name="duration"
          label={label.duration}
          options={durations}
          defaultValue={values.duration || String(YACHT.minimumHours)}
          error={errors.duration}
        />
        <TextField id="yacht-date" name="preferredDate" type="date" label={label.preferredDate} min={today} defaultValue={values.preferredDate} error={errors.preferredDate} />
        <div className="flex flex-col justify-end rounded-lg border border-gold-500/40 bg-gold-500/5 px-4 py-2.5">
          <p className="text-xs uppercase tracking-[0.2em] text-stone-300">{m.form_total({}, o)}</p>
          <style href="yacht-totals" precedence="default">{TOTAL_RULES}</style>
          <p className="font-display text-2xl font-bold text-gold-400" aria-live="polite" data-testid="yacht-total">
            {YACHT.durations.map((hours) => (
              <span key={hours} data-total-hours={hours} className="hidden">
                {formatUsd(yachtTotal(hours))}
              </span>
            ))}
          </p>
        </div>
        <TextAreaField id="yacht-requests" name="requests" label={label.specialRequests} rows={4} className="sm:col-span-2" defaultValue={values.requests} error={errors.requests} />
        <EnquiryHiddenFields scripted={enquiry.scripted} />
        <button type="submit" className={`${submitButtonClass} sm:col-span-2`} disabled={enquiry.pending}>
          <SubmitLabel locale={locale}>{m.form_book_charter({}, o)}</SubmitLabel>
        </button>
        <PrivacyLink locale={locale} />
      </enquiry.Form>
      <SentNote sent={enquiry.sent} idPrefix="yacht" text={m.form_yacht_sent_note({}, o)} />
    </>
  );
}
