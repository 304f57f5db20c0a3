import { Suspense } from "react";
import { lazyComponent } from "~/hydration/deferred";
import type { EnquirySent } from "~/enquiries/parse";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { useFocusWhenShown } from "./use-enquiry";

// The "Didn't open?" fallback only ever shows after a successful submit in the
// browser, so its code is fetched then rather than with the page.
const DraftFallback = lazyComponent(() => import("./draft-fallback").then((module) => module.DraftFallback));

/**
 * After a successful post: "received" with its reference only when the enquiry
 * was kept; a plain link to the draft (a phone may open a mail program only on
 * a tap); and the copy / WhatsApp / call fallback.
 */
export function SentFallback({ sent, idPrefix }: { sent: EnquirySent; idPrefix: string }) {
  const o = { locale: useLocale() };
  return (
    <>
      {sent.status === "received" && sent.reference && <p className="mt-2">{m.form_received({ reference: sent.reference }, o)}</p>}
      <p className="mt-2">
        <a href={sent.draft} className="font-semibold text-gold-300 underline">
          {m.form_open_draft({}, o)}
        </a>
      </p>
      <Suspense fallback={null}>
        <DraftFallback text={sent.text} idPrefix={idPrefix} />
      </Suspense>
    </>
  );
}

/** Under a page form after a successful post: what happened, and the fallback. */
export function SentNote({ sent, idPrefix, text }: { sent: EnquirySent | null; idPrefix: string; text: string }) {
  const focusOnShow = useFocusWhenShown(sent);
  if (!sent) return null;
  return (
    <div
      ref={focusOnShow}
      role="status"
      tabIndex={-1}
      className="mt-5 scroll-mt-40 scroll-mb-4 rounded-xl border border-gold-500/40 bg-gold-500/5 p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold-400/60"
    >
      <p className="font-semibold text-gold-300">{text}</p>
      <SentFallback sent={sent} idPrefix={idPrefix} />
    </div>
  );
}
