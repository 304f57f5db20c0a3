import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import type { EnquiryActionData, EnquiryRefused, EnquirySent, FieldErrors } from "~/enquiries/parse";

// The browser half of every enquiry form. The form posts through a fetcher to
// its route action, which checks it, keeps the enquiry and answers with the
// draft (a hydrated form adds the field that asks for data instead of a
// redirect, <ScriptedField>). Invalid -> messages under the fields; valid ->
// the mail draft opens and the form shows its success state. Before its code
// arrives, or without JavaScript, the same form simply posts to the same action.

type Options = {
  /** Which form this is, to pick its own result out of the page's action data. */
  form: string;
  /** The server action's answer to a post without JavaScript, if any. */
  serverResult?: EnquiryActionData | null;
  onSent?: (sent: EnquirySent) => void;
  /** A refused field whose message is shown elsewhere (onRefused, e.g. a toast), not under the field. */
  shownElsewhere?: (field: string, message: string) => boolean;
  onRefused?: (errors: FieldErrors<string>) => void;
};

const noSubscription = () => () => undefined;


/** A post without JavaScript that came back refused, for this form. */
export function refusedFor(form: string, result: EnquiryActionData | null | undefined): EnquiryRefused | null {
  return result?.form === form && "errors" in result ? result : null;
}

export function useEnquiry(options: Options) {
  const fetcher = useFetcher<EnquiryActionData>();
  const fromServer = refusedFor(options.form, options.serverResult);
  const [errors, setErrors] = useState<FieldErrors<string>>(fromServer?.errors ?? {});
  // A post without JavaScript's messages are also listed above the form (error-summary.tsx), until the next submit.
  const [serverErrors, setServerErrors] = useState<FieldErrors<string>>(fromServer?.errors ?? {});
  const [values, setValues] = useState<Record<string, string>>(fromServer?.values ?? {});
  const [sent, setSent] = useState<EnquirySent | null>(null);
  const [formKey, setFormKey] = useState(0);
  // True once this form's code runs in the browser (false while it hydrates, as on the server).
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
  const pending = fetcher.state !== "idle";

  // The action's answer to the fetcher's post: state follows it as it renders; the draft, toasts and focus after.
  const answer = fetcher.data?.form === options.form ? fetcher.data : undefined;
  const [handled, setHandled] = useState(answer);
  if (answer !== handled) {
    setHandled(answer);
    if (answer && "errors" in answer) {
      setErrors(Object.fromEntries(Object.entries(answer.errors).filter(([field, message]) => message !== undefined && !options.shownElsewhere?.(field, message))));
    } else if (answer) {
      setErrors({});
      setValues({});
      setSent(answer);
      setFormKey((key) => key + 1);
    }
  }
  const answered = useEffectEvent((result: EnquiryActionData) => {
    if ("errors" in result) {
      options.onRefused?.(result.errors);
      const first = Object.entries(result.errors).find(([field, message]) => message !== undefined && !options.shownElsewhere?.(field, message));
      if (first) document.querySelector<HTMLElement>(`form[data-enquiry="${result.form}"] [name="${first[0]}"]`)?.focus();
      return;
    }
    // The draft itself was opened by the route's clientAction (app/enquiries/client-action.ts).
    options.onSent?.(result);
  });
  useEffect(() => {
    if (answer) answered(answer);
  }, [answer]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // One post at a time: one still on its way (this form's, or one made before the scripts arrived, lib/pending-submit.ts).
    if (event.currentTarget.hasAttribute("data-pending")) event.preventDefault();
    else setServerErrors({});
  }

  /** What every enquiry form element (`<enquiry.Form key={formKey} method="post">`) carries. */
  const formProps = {
    onSubmit,
    "data-enquiry": options.form,
    "data-pending": pending ? "" : undefined,
  };

  /** Back to an empty form with no messages (the floating panel's Close). */
  function clear() {
    setErrors({});
    setServerErrors({});
    setValues({});
    setSent(null);
    setFormKey((key) => key + 1);
  }

  return { Form: fetcher.Form, errors, serverErrors, values, sent, pending, scripted, formKey, formProps, clear };
}

/**
 * A ref for the success state that replaces or follows a submitted form: the
 * form is reset (its focused button gone), so focus moves here, where the
 * "Didn't open?" fallback is, and the page scrolls it into view.
 */
export function useFocusWhenShown(shown: unknown) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !shown) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: "nearest" });
    },
    [shown],
  );
}
