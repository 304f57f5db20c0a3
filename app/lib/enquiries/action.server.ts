import type * as v from "valibot";
import { data, redirect } from "react-router";
import { NO_STORE } from "../http";
import { requestLocale, type Locale } from "../i18n";
import { mailtoUrl, type Draft } from "./mailto";
import { parseForm, type EnquiryActionData } from "./parse";

// The server half of every enquiry form (the path without JavaScript): parse the
// posted form with the form's schema; invalid -> 400 with the messages and every
// value as typed; valid -> 303 to the mail draft; a body that is no form -> 400.
// The messages and the draft are in the language of the URL posted to.

export async function handleEnquiry<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  request: Request,
  form: string,
  schemaFor: (locale: Locale) => S,
  buildDraft: (data: v.InferOutput<S>, locale: Locale) => Draft,
) {
  const locale = requestLocale(request);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    // A body that does not parse as the form it claims to be: the client's fault.
    throw data("Malformed form data", { status: 400, headers: { "Cache-Control": NO_STORE } });
  }
  const parsed = parseForm(schemaFor(locale), formData);
  if (!parsed.ok) {
    return data<EnquiryActionData>(
      { form, errors: parsed.errors, values: parsed.values },
      { status: 400, headers: { "Cache-Control": NO_STORE } },
    );
  }
  return redirect(mailtoUrl(buildDraft(parsed.data, locale)), { status: 303, headers: { "Cache-Control": NO_STORE } });
}
