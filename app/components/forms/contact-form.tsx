import { CONTACT_SERVICES, contactServiceLabel } from "~/enquiries/choices";
import { CONTACT_FORM } from "~/enquiries/form-ids";
import type { EnquiryActionData } from "~/enquiries/parse";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { toast } from "../ui/toast-store";
import { ErrorSummary } from "./error-summary";
import { EnquiryHiddenFields, fieldLabels, SelectField, SubmitLabel, submitButtonClass, TextAreaField, TextField, PrivacyLink } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";

/** The /contact page's form: name, phone, email and message required, service optional. */
export function ContactForm({ serverResult }: { serverResult?: EnquiryActionData | null }) {
  const locale = useLocale();
  const o = { locale };
  const enquiry = useEnquiry({
    form: CONTACT_FORM,
    serverResult,
    onSent: () => toast(m.toast_contact_sent({}, o)),
  });
  const { errors, values } = enquiry;
  const label = fieldLabels(locale);
  const fields = [
    ["name", "contact-name", label.name],
    ["phone", "contact-phone", label.phone],
    ["email", "contact-email", label.email],
    ["service", "contact-service", label.service],
    ["message", "contact-message", label.message],
  ] as const;
  const services = CONTACT_SERVICES.map((service) => ({ value: service, label: contactServiceLabel(service, locale) }));
  return (
    <>
      <ErrorSummary id="contact-errors" errors={enquiry.serverErrors} fields={fields} locale={locale} />
      <enquiry.Form
        key={enquiry.formKey}
        method="post"
        action={localePath(locale, "/contact")}
        {...enquiry.formProps}
        aria-label={m.form_contact_label({}, o)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <TextField id="contact-name" name="name" label={label.name} required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id="contact-phone" name="phone" type="tel" label={label.phone} required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField id="contact-email" name="email" type="email" label={label.email} required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <SelectField
          id="contact-service"
          name="service"
          label={label.service}
          placeholder={m.form_service_choose({}, o)}
          options={services}
          defaultValue={values.service ?? ""}
          error={errors.service}
        />
        <TextAreaField
          id="contact-message"
          name="message"
          label={label.message}
          required
          className="sm:col-span-2"
          rows={6}
          style={{ minHeight: 150 }}
          defaultValue={values.message}
          error={errors.message}
        />
        <EnquiryHiddenFields scripted={enquiry.scripted} />
        <button type="submit" className={`${submitButtonClass} sm:col-span-2`} disabled={enquiry.pending}>
          <SubmitLabel locale={locale}>{m.form_send_message({}, o)}</SubmitLabel>
        </button>
        <PrivacyLink locale={locale} />
      </enquiry.Form>
      <SentNote sent={enquiry.sent} idPrefix="contact" text={m.form_contact_sent_note({}, o)} />
    </>
  );
}
