import { PANEL_SERVICES } from "~/lib/enquiries/choices";
import type { EnquiryActionData } from "~/lib/enquiries/parse";
import { useSite } from "~/lib/use-site";
import { SentFallback } from "./sent-note";
import { ErrorSummary } from "./error-summary";
import { SelectField, SubmitLabel, submitButtonClass, TextAreaField, TextField } from "./field";
import { useEnquiry, useFocusWhenShown } from "./use-enquiry";

// The floating panel's form (SPEC.md: placeholders with a star, natively required,
// red messages under each field). It posts to /contact-panel without JavaScript.

export const CONTACT_PANEL_FORM = "contact-panel";
const SERVICE_OPTIONS = PANEL_SERVICES.map((service) => ({ value: service, label: service }));

type Props = {
  idPrefix: string;
  serverResult?: EnquiryActionData | null;
  /** The success state's Close button (the floating panel passes one that hides it). */
  closeButton?: React.ReactNode;
};

export function ContactPanelForm({ idPrefix, serverResult, closeButton }: Props) {
  const site = useSite();
  const enquiry = useEnquiry({
    form: CONTACT_PANEL_FORM,
    check: ({ checkForm, ContactPanelSchema, contactPanelDraft }, data) =>
      checkForm(ContactPanelSchema, data, (form) => contactPanelDraft(site, form)),
    serverResult,
  });
  const { errors, values } = enquiry;
  const focusSent = useFocusWhenShown(enquiry.sent);
  const fields = [
    ["name", `${idPrefix}-name`, "Name"],
    ["phone", `${idPrefix}-phone`, "Phone"],
    ["email", `${idPrefix}-email`, "Email"],
    ["service", `${idPrefix}-service`, "Service Interest"],
    ["message", `${idPrefix}-message`, "Message"],
  ] as const;

  if (enquiry.sent) {
    return (
      <div ref={focusSent} tabIndex={-1} className="flex flex-1 flex-col items-center justify-center py-6 text-center outline-none" role="status">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-gold-400" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="12" cy="12" r="10" />
          <path d="M7.5 12.5l3 3 6-6.5" />
        </svg>
        <p className="mt-3 font-display text-2xl font-bold">Message sent!</p>
        <p className="mt-1 text-stone-300">We'll contact you within 24 hours.</p>
        {closeButton}
        <SentFallback draft={enquiry.sent} idPrefix={idPrefix} />
      </div>
    );
  }

  return (
    <>
      <ErrorSummary id={`${idPrefix}-errors`} errors={enquiry.serverErrors} fields={fields} />
      <form
        key={enquiry.formKey}
        method="post"
        action="/contact-panel"
        {...enquiry.formProps}
        className="flex flex-col gap-3"
        aria-label="Contact us"
      >
        <TextField id={`${idPrefix}-name`} name="name" label="Name" hideLabel placeholder="Name*" required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id={`${idPrefix}-phone`} name="phone" type="tel" label="Phone" hideLabel placeholder="Phone*" required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField id={`${idPrefix}-email`} name="email" type="email" label="Email" hideLabel placeholder="Email*" required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <SelectField
          id={`${idPrefix}-service`}
          name="service"
          label="Service Interest"
          hideLabel
          placeholder="Service Interest*"
          options={SERVICE_OPTIONS}
          required
          defaultValue={values.service ?? ""}
          error={errors.service}
        />
        <TextAreaField id={`${idPrefix}-message`} name="message" label="Message" hideLabel placeholder="Message (optional)" rows={3} defaultValue={values.message} error={errors.message} />
        <button type="submit" className={submitButtonClass} disabled={enquiry.pending}>
          <SubmitLabel>Send</SubmitLabel>
        </button>
      </form>
    </>
  );
}
