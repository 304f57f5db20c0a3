import { useCallback, useRef, useState } from "react";
import { mailtoUrl, type Draft } from "~/lib/enquiries/mailto";
import type * as EnquiryChecks from "~/lib/enquiries/checks";
import type { Checked, EnquiryActionData, FieldErrors } from "~/lib/enquiries/parse";
import { NATIVE_POST_PENDING_MS } from "~/lib/pending-submit";

// The browser half of every enquiry form: the same schema and draft builder as the
// server action, run on submit. Invalid -> messages under the fields, nothing
// sent; valid -> the mail draft opens and the form shows its success state.
// Without JavaScript the form simply posts to the route action instead.
//
// The schemas (and valibot) are fetched when the visitor first focuses a form,
// not with the page: a form works before that as it does without JavaScript.

export type Checks = typeof EnquiryChecks;

let checks: Promise<Checks> | undefined;

/**
 * How long a submit waits for the schemas before the form posts as it does
 * without JavaScript: a chunk request that never ends (a dead connection) must
 * not leave the visitor at "Processing..." for good.
 */
export const CHECKS_WAIT_MS = 5_000;

function loadChecksWithin(ms: number): Promise<Checks> {
  return new Promise<Checks>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error("the form's checks did not arrive in time")), ms);
    loadChecks().then(
      (loaded) => {
        window.clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function loadChecks(): Promise<Checks> {
  checks ??= import("~/lib/enquiries/checks").catch((error: unknown) => {
    checks = undefined; // a later attempt may succeed (a flaky network, a deploy in between)
    throw error;
  });
  return checks;
}

type Options = {
  /** Which form this is, to pick its own result out of the page's action data. */
  form: string;
  /** Runs the form's schema and draft builder (the same ones its route action uses). */
  check: (checks: Checks, data: FormData) => Checked;
  /** The server action's answer to a post without JavaScript, if any. */
  serverResult?: EnquiryActionData | null;
  onSent?: (draft: Draft) => void;
  onFailed?: (error: unknown) => void;
  /** Turns a refused draft field into a message elsewhere (e.g. a toast) instead of under the field. */
  redirectError?: (field: string, message: string) => boolean;
};

export function openMailDraft(url: string): void {
  window.location.assign(url);
}

export function useEnquiry(options: Options) {
  const fromServer = options.serverResult?.form === options.form ? options.serverResult : null;
  const [errors, setErrors] = useState<FieldErrors<string>>(fromServer?.errors ?? {});
  // The server's messages are also listed in a summary above the form (error-summary.tsx), until the next submit.
  const [serverErrors, setServerErrors] = useState<FieldErrors<string>>(fromServer?.errors ?? {});
  const [values, setValues] = useState<Record<string, string>>(fromServer?.values ?? {});
  const [sent, setSent] = useState<Draft | null>(null);
  const [pending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  // One submit at a time: a double tap, or a second tap while the schemas are
  // still on their way, opens one draft. Set before anything is awaited.
  const busy = useRef(false);

  /** The form's onFocus: fetch the schemas while the visitor types. */
  function prepare() {
    loadChecks().catch(() => undefined);
  }

  function release() {
    busy.current = false;
    setPending(false);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A post made before the scripts arrived may still be on its way (lib/pending-submit.ts).
    if (busy.current || form.hasAttribute("data-pending")) return;
    busy.current = true;
    setServerErrors({});
    setPending(true); // "Processing..." at once, even while the schemas load
    const data = new FormData(form);
    let loaded: Checks;
    try {
      loaded = await loadChecksWithin(CHECKS_WAIT_MS);
    } catch {
      // No schemas in the browser (failed, or still not there): the route action checks the form instead.
      form.submit();
      window.setTimeout(release, NATIVE_POST_PENDING_MS);
      return;
    }
    const checked = options.check(loaded, data);
    if (!checked.ok) {
      release();
      const shown: FieldErrors<string> = {};
      for (const [field, message] of Object.entries(checked.errors) as [string, string][]) {
        if (!options.redirectError?.(field, message)) shown[field] = message;
      }
      setErrors(shown);
      const first = Object.keys(shown)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const { draft } = checked;
    try {
      openMailDraft(mailtoUrl(draft));
    } catch (error) {
      release();
      options.onFailed?.(error);
      return;
    }
    // The mail program takes over; give the visitor a beat of "Processing..." and
    // then show the success state (which takes focus) with a fresh, empty form.
    window.setTimeout(() => {
      release();
      setSent(draft);
      setValues({});
      setFormKey((key) => key + 1);
      options.onSent?.(draft);
    }, 400);
  }

  /** What every enquiry form element carries (with `key={formKey}`). */
  const formProps = {
    onSubmit,
    onFocus: prepare,
    "data-enquiry": "",
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

  return { errors, serverErrors, values, sent, pending, formKey, formProps, clear };
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
