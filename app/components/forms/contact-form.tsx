import { CONTACT_SERVICES } from "~/lib/enquiries/choices";
import type { EnquiryActionData } from "~/lib/enquiries/parse";
import { useSite } from "~/lib/use-site";
import { toast } from "../ui/toast-store";
import { ErrorSummary, type SummaryFields } from "./error-summary";
import { SelectField, SubmitLabel, submitButtonClass, TextAreaField, TextField } from "./field";
import { SentNote } from "./sent-note";
import { useEnquiry } from "./use-enquiry";

export const CONTACT_FORM = "contact";
const FIELDS: SummaryFields = [
  ["name", "contact-name", "Name"],
  ["phone", "contact-phone", "Phone"],
  ["email", "contact-email", "Email"],
  ["service", "contact-service", "Service Interest"],
  ["message", "contact-message", "Message"],
];

export const CONTACT_SENT = "Message sent successfully! We will contact you shortly.";

/** The /contact page's form: name, phone, email and message required, service optional. */
export function ContactForm({ serverResult }: { serverResult?: EnquiryActionData | null }) {
  const site = useSite();
  const enquiry = useEnquiry({
    form: CONTACT_FORM,
    check: ({ checkForm, ContactFormSchema, contactFormDraft }, data) =>
      checkForm(ContactFormSchema, data, (form) => contactFormDraft(site, form)),
    serverResult,
    onSent: () => toast(CONTACT_SENT),
  });
  const { errors, values } = enquiry;
  return (
    <>
      <ErrorSummary id="contact-errors" errors={enquiry.serverErrors} fields={FIELDS} />
      <form key={enquiry.formKey} method="post" action="/contact" {...enquiry.formProps} aria-label="Contact" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id="contact-name" name="name" label="Name" required autoComplete="name" defaultValue={values.name} error={errors.name} />
        <TextField id="contact-phone" name="phone" type="tel" label="Phone" required autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
        <TextField id="contact-email" name="email" type="email" label="Email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
        <SelectField
          id="contact-service"
          name="service"
          label="Service Interest"
          placeholder="Select a service (optional)"
          options={CONTACT_SERVICES}
          defaultValue={values.service ?? ""}
          error={errors.service}
        />
        <TextAreaField
          id="contact-message"
          name="message"
          label="Message"
          required
          className="sm:col-span-2"
          rows={6}
          style={{ minHeight: 150 }}
          defaultValue={values.message}
          error={errors.message}
        />
        <button type="submit" className={`${submitButtonClass} sm:col-span-2`} disabled={enquiry.pending}>
          <SubmitLabel>Send Message</SubmitLabel>
        </button>
      </form>
      <SentNote draft={enquiry.sent} idPrefix="contact" text="Your message is ready in your mail program." />
    </>
  );
}
