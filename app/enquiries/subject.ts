import type { Locale } from "../i18n/i18n";

// A draft's subject. English is SPEC.md's, unchanged. Any other language ends
// with the English kind in brackets ("Nueva solicitud de reserva de vehículo -
// Lamborghini Urus [New Vehicle Booking Request]"), so a mail filter on the
// English kind catches the enquiry in every language (docs/DEPLOY.md).

/** A catalogue message naming a kind of enquiry (`m.mail_vehicle_subject`). */
type Kind = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** The kind, then ` - {detail}` when given (the vehicle booking's brand and model). */
export function draftSubject(kind: Kind, locale: Locale, detail?: string): string {
  const own = kind({}, { locale });
  const subject = detail ? `${own} - ${detail}` : own;
  return locale === "en" ? subject : `${subject} [${kind({}, { locale: "en" })}]`;
}
