import { PANEL_SERVICES, panelServiceLabel } from "~/enquiries/choices";
import { CONTACT_PANEL_FORM } from "~/enquiries/form-ids";
import type { EnquiryActionData } from "~/enquiries/parse";
import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { SentFallback } from "./sent-note";
import { ErrorSummary } from "./error-summary";
import { EnquiryHiddenFields, fieldLabels, SelectField, SubmitLabel, submitButtonClass, TextAreaField, TextField, PrivacyLink } from "./field";
import { useEnquiry, useFocusWhenShown } from "./use-enquiry";

// The floating panel's form (SPEC.md: placeholders with a star, natively required,
// red messages under each field). It posts to /contact-panel (/es/contact-panel)
// without JavaScript.

type Props = {
  idPrefix: string;
  serverResult?: EnquiryActionData | null;
  /** The success state's Close button (the floating panel passes one that hides it). */
  closeButton?: React.ReactNode;
};

export function ContactPanelForm({ idPrefix, serverResult, closeButton }: Props) {
  const locale = useLocale();
  const o = { locale };
  const enquiry = useEnquiry({
    form: CONTACT_PANEL_FORM,
    serverResult,
  });
  const { errors, values } = enquiry;
  const focusSent = useFocusWhenShown(enquiry.sent);
  const label = fieldLabels(locale);
  const fields = [
    ["name", `${idPrefix}-name`, label.name],
    ["phone", `${idPrefix}-phone`, label.phone],
    ["email", `${idPrefix}-email`, label.email],
    ["service", `${idPrefix}-service`, label.service],
    ["message", `${idPrefix}-message`, label.message],
  ] as const;
  const serviceOptions = PANEL_SERVICES.map((service) => ({ value: service, label: panelServiceLabel(service, locale) }));

  if (enquiry.sent) {
    return (
      <div ref={focusSent} tabIndex={-1} className="flex flex-1 flex-col items-center justify-center py-6 text-center outline-none" role="status">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-gold-400" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="12" cy="12" r="10" />
          <path d="M7.5 12.5l3 3 6-6.5" />
        </svg>
        <p className="mt-3 font-display text-2xl font-bold">{m.form_panel_sent({}, o)}</p>
        <p className="mt-1 text-stone-300">{m.form_panel_sent_reply({}, o)}</p>
        {closeButton}
        <SentFallback sent={enquiry.sent} idPrefix={idPrefix} />
      </div>
    );
  }

  return (
    <>
      <ErrorSummary id={`${idPrefix}-errors`} errors={enquiry.serverErrors} fields={fields} locale={locale} />
      <enquiry.Form
        key={enquiry.formKey}
        method="post"
        action={localePath(locale, "/contact-panel")}
        {...enquiry.formProps}
        className="flex flex-col gap-3"
        aria-label={m.form_panel_label({}, o)}
      >
        <TextField id={`${idPrefix}-name`} name="name" label={label.name} hideLabel placeholder={`${label.name}*`} required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id={`${idPrefix}-phone`} name="phone" type="tel" label={label.phone} hideLabel placeholder={`${label.phone}*`} required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField id={`${idPrefix}-email`} name="email" type="email" label={label.email} hideLabel placeholder={`${label.email}*`} required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <SelectField
          id={`${idPrefix}-service`}
          name="service"
          label={label.service}
          hideLabel
          placeholder={`${label.service}*`}
          options={serviceOptions}
          required
          defaultValue={values.service ?? ""}
          error={errors.service}
        />
        <TextAreaField id={`${idPrefix}-message`} name="message" label={label.message} hideLabel placeholder={m.form_message_optional({}, o)} rows={3} defaultValue={values.message} error={errors.message} />
        <EnquiryHiddenFields scripted={enquiry.scripted} />
        <button type="submit" className={submitButtonClass} disabled={enquiry.pending}>
          <SubmitLabel locale={locale}>{m.form_send({}, o)}</SubmitLabel>
        </button>
        <PrivacyLink locale={locale} />
      </enquiry.Form>
    </>
  );
}
