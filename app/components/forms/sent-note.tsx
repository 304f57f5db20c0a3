import { Suspense } from "react";
import { lazyComponent } from "~/components/deferred";
import type { Draft } from "~/lib/enquiries/mailto";
import { useFocusWhenShown } from "./use-enquiry";

// The "Didn't open?" fallback only ever shows after a successful submit in the
// browser, so its code is fetched then rather than with the page.
const DraftFallback = lazyComponent(() => import("./draft-fallback").then((module) => module.DraftFallback));

export function SentFallback({ draft, idPrefix }: { draft: Draft; idPrefix: string }) {
  return (
    <Suspense fallback={null}>
      <DraftFallback draft={draft} idPrefix={idPrefix} />
    </Suspense>
  );
}

/** Under a page form after a successful draft: what happened, and the fallback. */
export function SentNote({ draft, idPrefix, text }: { draft: Draft | null; idPrefix: string; text: string }) {
  const focusOnShow = useFocusWhenShown(draft);
  if (!draft) return null;
  return (
    <div
      ref={focusOnShow}
      role="status"
      tabIndex={-1}
      className="mt-5 scroll-mt-40 scroll-mb-4 rounded-xl border border-gold-500/40 bg-gold-500/5 p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold-400/60"
    >
      <p className="font-semibold text-gold-300">{text}</p>
      <SentFallback draft={draft} idPrefix={idPrefix} />
    </div>
  );
}
