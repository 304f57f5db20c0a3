import * as v from "valibot";

// One parse for every form, in its route action (action.server.ts).

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Filled by bots only: a post with it gets its draft but is not kept (the forms render it hidden). */
export const HONEYPOT_FIELD = "website";
/** Added by a hydrated form: its post is answered with the draft as data, not a redirect (action.server.ts). */
export const SCRIPTED_FIELD = "_scripted";

/** What a route action answers to an invalid post: the messages and the values as typed. */
export type EnquiryRefused = {
  form: string;
  errors: FieldErrors<string>;
  values: Record<string, string>;
};

/** What a route action answers to a valid post from a hydrated form: the draft, and whether the enquiry was kept. */
export type EnquirySent = {
  form: string;
  /** The mail draft's mailto: URL. */
  draft: string;
  /** The draft as plain text (subject, blank line, body), to copy. */
  text: string;
  status: "received" | "queued" | "not-kept";
  reference: string | null;
  /** Set by the browser (client-action.ts) when it refused to open the draft. */
  draftRefused?: true;
};

export type EnquiryActionData = EnquiryRefused | EnquirySent;

export type Parsed<S extends v.GenericSchema> =
  | { ok: true; data: v.InferOutput<S> }
  | { ok: false; errors: FieldErrors<Extract<keyof v.InferInput<S>, string>>; values: Record<string, string> };

/** The visitor's raw values, kept so an invalid form comes back exactly as typed. */
export function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function parseForm<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  form: FormData,
): Parsed<S> {
  const fields = Object.keys(schema.entries);
  const values = formValues(form, fields);
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return { ok: true, data: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof v.InferInput<S>, string>>, values };
}
