import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD, SCRIPTED_FIELD } from "~/enquiries/parse";
import { localePath, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// Accessible form fields: the label, aria-invalid and aria-describedby are wired
// to the error text, which sits in red under the field.

const controlClass =
  "w-full rounded-lg border bg-ink-900 px-3.5 py-2.5 text-base text-stone-100 placeholder:text-stone-400 focus:border-gold-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400/60 aria-[invalid=true]:border-red-400";

/** The enquiry forms' field labels, in a language. */
export function fieldLabels(locale: Locale) {
  const o = { locale };
  return {
    name: m.form_name({}, o),
    firstName: m.form_first_name({}, o),
    lastName: m.form_last_name({}, o),
    phone: m.form_phone({}, o),
    email: m.form_email({}, o),
    service: m.form_service_interest({}, o),
    message: m.form_message({}, o),
    duration: m.form_duration({}, o),
    preferredDate: m.form_preferred_date({}, o),
    specialRequests: m.form_special_requests({}, o),
  };
}

type Common = {
  /** Unique within the page: forms on one page prefix their field ids. */
  id: string;
  label: string;
  error?: string;
  /** Visually hide the label (the placeholder says the same), keeping it for screen readers. */
  hideLabel?: boolean;
  className?: string;
};

function FieldShell({ id, label, error, hideLabel, className, children }: Common & { children: React.ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-stone-200", hideLabel && "sr-only")}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-400" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

export function TextField({ id, label, error, hideLabel, className, ...input }: Common & React.ComponentProps<"input">) {
  return (
    <FieldShell id={id} label={label} error={error} hideLabel={hideLabel} className={className}>
      <input id={id} className={controlClass} {...describedBy(id, error)} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({ id, label, error, hideLabel, className, ...input }: Common & React.ComponentProps<"textarea">) {
  return (
    <FieldShell id={id} label={label} error={error} hideLabel={hideLabel} className={className}>
      <textarea id={id} className={cn(controlClass, "resize-y")} {...describedBy(id, error)} {...input} />
    </FieldShell>
  );
}

type Option = { value: string; label: string };

export function SelectField({
  id,
  label,
  error,
  hideLabel,
  className,
  options,
  placeholder,
  ...select
}: Common & React.ComponentProps<"select"> & { options: readonly Option[]; placeholder?: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hideLabel={hideLabel} className={className}>
      <select id={id} className={cn(controlClass, "appearance-auto")} {...describedBy(id, error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export const submitButtonClass =
  "inline-flex w-full items-center justify-center rounded-full bg-gold-500 px-6 py-3 text-sm font-bold uppercase tracking-[0.16em] text-black transition-colors hover:bg-gold-400 disabled:cursor-wait disabled:opacity-70";

/** A submit button's text, and "Processing..." shown instead while its form is pending (app/app.css). */
export function SubmitLabel({ children, locale }: { children: React.ReactNode; locale: Locale }) {
  return (
    <>
      <span className="submit-idle">{children}</span>
      <span className="submit-pending">{m.form_processing({}, { locale })}</span>
    </>
  );
}

/**
 * What every enquiry form carries besides its fields: the honeypot (hidden from
 * people and assistive technology, filled by bots; action.server.ts keeps no
 * enquiry that has it), and, once the form's code runs, the field that asks the
 * action for the draft as data instead of a redirect.
 */
export function EnquiryHiddenFields({ scripted }: { scripted: boolean }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {scripted && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
    </>
  );
}

/** Near every enquiry form's submit button. */
export function PrivacyLink({ locale, className }: { locale: Locale; className?: string }) {
  return (
    <a href={localePath(locale, "/privacy")} className={cn("text-xs text-stone-400 underline hover:text-gold-300 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center", className)}>
      {m.form_privacy_link({}, { locale })}
    </a>
  );
}
