import type { FieldErrors } from "~/enquiries/parse";
import type { Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// Above a form whose post was refused by the server (no JavaScript, or scripts
// not there yet): every message, each a link to its field, announced as an
// alert. A refusal in the browser focuses the first field instead, and the
// summary goes (its messages would be out of date). After a post without JavaScript the page comes
// back from the server, and the summary's `autofocus` gives it focus, which
// scrolls it into view (a screen reader reads it). The form's action has no
// #fragment on purpose: WebKit and Firefox carry a request's fragment over to
// the 303's `mailto:` Location of a valid post, and the mail draft's last line
// would end in "#...". Only the server's HTML carries `autofocus`: in
// the browser, the refused submit focuses the first field itself, and scripts
// arriving late must not pull focus away from where the visitor has moved on to.

/** A form's fields in order: name, the input's id, and its label. */
export type SummaryFields = readonly (readonly [name: string, id: string, label: string])[];

type Props = { errors: FieldErrors<string>; fields: SummaryFields; id: string; locale: Locale };

export function ErrorSummary({ errors, fields, id, locale }: Props) {
  const items = fields.filter(([name]) => errors[name]);
  if (items.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      autoFocus={typeof window === "undefined"}
      className="mb-5 scroll-mt-24 rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-sm text-red-50 outline-none focus-visible:ring-2 focus-visible:ring-red-300"
    >
      <p className="font-semibold">
        {items.length === 1 ? m.form_errors_one({}, { locale }) : m.form_errors_many({ count: items.length }, { locale })}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map(([name, fieldId, label]) => (
          <li key={name}>
            <a href={`#${fieldId}`} className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-white">
              {`${label}: ${errors[name]}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
