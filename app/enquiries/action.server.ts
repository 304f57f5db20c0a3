import type * as v from "valibot";
import { data, redirect, type RouterContextProvider } from "react-router";
import { m } from "~/paraglide/messages";
import { NO_STORE } from "../document/http";
import { localeOfPath, type Locale } from "../i18n/i18n";
import { clientAddress, services } from "../lib/services.server";
import type { Enquiry, EnquiryForm, KeepResult } from "./keep.server";
import { draftText, mailtoUrl, type Draft } from "./mailto";
import { HONEYPOT_FIELD, SCRIPTED_FIELD, parseForm, type EnquiryActionData } from "./parse";

// The server half of every enquiry form: parse the posted form with the form's
// schema; invalid -> 400 with the messages and every value as typed; a body that
// is no form -> 400. Valid -> the enquiry is kept (services.enquiries; not when
// the honeypot field is filled), then the answer is the mail draft: a post made
// without JavaScript gets a 303 to it; a post from the hydrated form (which adds
// SCRIPTED_FIELD) gets the draft as data, so the router's state returns to idle.
// The messages and the draft are in the language of the URL posted to.

const NOT_KEPT: KeepResult = { status: "not-kept", reference: null };

/** The enquiry's shared columns; the other fields go to `details`. The elite form's name is first + last. */
function enquiryOf(form: EnquiryForm, locale: Locale, page: string, fields: Record<string, unknown>, draft: Draft): Enquiry {
  const { name, firstName, lastName, email, phone, message, ...rest } = fields;
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
  const details = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, text(value)]));
  const fullName = name === undefined ? `${text(firstName)} ${text(lastName)}`.trim() : text(name);
  return { form, locale, page, name: fullName, email: text(email), phone: text(phone), message: text(message), details, draft };
}

export async function handleEnquiry<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: EnquiryForm,
  schemaFor: (locale: Locale) => S,
  buildDraft: (data: v.InferOutput<S>, locale: Locale) => Draft,
) {
  // A fetcher's post arrives at the page's single-fetch URL (/es.data, /es/contact.data, /_.data): the page is the path without it.
  const page = new URL(request.url).pathname.replace(/(\/_)?\.data$/, "") || "/";
  const locale = localeOfPath(page);
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
  const draft = buildDraft(parsed.data, locale);
  const bot = formData.get(HONEYPOT_FIELD);
  const kept =
    typeof bot === "string" && bot !== ""
      ? NOT_KEPT
      : await services(context).enquiries.keep(enquiryOf(form, locale, page, parsed.data, draft), { address: clientAddress(context) });
  const o = { locale };
  const url = mailtoUrl(draft, kept.status === "received" ? m.draft_shortened_kept({}, o) : m.draft_shortened({}, o));
  if (formData.get(SCRIPTED_FIELD) === null) {
    return redirect(url, { status: 303, headers: { "Cache-Control": NO_STORE } });
  }
  return data<EnquiryActionData>(
    { form, draft: url, text: `${draft.subject}\n\n${draftText(draft)}`, status: kept.status, reference: kept.reference },
    { headers: { "Cache-Control": NO_STORE } },
  );
}
