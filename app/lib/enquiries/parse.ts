import * as v from "valibot";
import type { Draft } from "./mailto";

// One parse for every form: the same call on the server (route action) and in the
// browser (clientAction), so both paths accept and refuse exactly the same input.

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a route action answers to an invalid post: the messages and the values as typed. */
export type EnquiryActionData = {
  form: string;
  errors: FieldErrors<string>;
  values: Record<string, string>;
};

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

/** The browser's answer to a submit: the draft to open, or the messages to show. */
export type Checked = { ok: true; draft: Draft } | { ok: false; errors: FieldErrors<string> };

export function checkForm<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  form: FormData,
  draft: (data: v.InferOutput<S>) => Draft,
): Checked {
  const parsed = parseForm(schema, form);
  return parsed.ok ? { ok: true, draft: draft(parsed.data) } : { ok: false, errors: parsed.errors };
}
