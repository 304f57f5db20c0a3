import { ELITE_BOOKING_FORM } from "~/enquiries/form-ids";
import type { EnquiryActionData } from "~/enquiries/parse";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { toast } from "../ui/toast-store";
import { ErrorSummary } from "./error-summary";
import { EnquiryHiddenFields, fieldLabels, SubmitLabel, submitButtonClass, TextField, PrivacyLink } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";

/** The home page's elite booking form: four required fields. Posts to the home route's action without JavaScript. */
export function EliteBookingForm({ serverResult }: { serverResult?: EnquiryActionData | null }) {
  const locale = useLocale();
  const o = { locale };
  const enquiry = useEnquiry({
    form: ELITE_BOOKING_FORM,
    serverResult,
    onSent: () => toast(m.toast_booking_sent({}, o)),
  });
  const { errors, values } = enquiry;
  const label = fieldLabels(locale);
  const fields = [
    ["firstName", "elite-first-name", label.firstName],
    ["lastName", "elite-last-name", label.lastName],
    ["phone", "elite-phone", label.phone],
    ["email", "elite-email", label.email],
  ] as const;
  return (
    <>
      <ErrorSummary id="elite-errors" errors={enquiry.serverErrors} fields={fields} locale={locale} />
      <enquiry.Form
        key={enquiry.formKey}
        method="post"
        action={localePath(locale, "/?index")}
        {...enquiry.formProps}
        aria-label={m.form_elite_label({}, o)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <TextField id="elite-first-name" name="firstName" label={label.firstName} required autoComplete="given-name" defaultValue={values.firstName} error={errors.firstName} />
        <TextField id="elite-last-name" name="lastName" label={label.lastName} required autoComplete="family-name" defaultValue={values.lastName} error={errors.lastName} />
        <TextField id="elite-phone" name="phone" type="tel" label={label.phone} required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField id="elite-email" name="email" type="email" label={label.email} required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <EnquiryHiddenFields scripted={enquiry.scripted} />
        <button type="submit" className={`${submitButtonClass} sm:col-span-2`} disabled={enquiry.pending}>
          <SubmitLabel locale={locale}>{m.form_request_elite({}, o)}</SubmitLabel>
        </button>
        <PrivacyLink locale={locale} />
      </enquiry.Form>
      <SentNote sent={enquiry.sent} idPrefix="elite" text={m.form_elite_sent_note({}, o)} />
    </>
  );
}
