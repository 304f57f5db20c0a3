import type { Draft } from "~/lib/enquiries/mailto";
import { DraftFallback } from "./draft-fallback";

/** Under a page form after a successful draft: what happened, and the fallback. */
export function SentNote({ draft, idPrefix, text }: { draft: Draft | null; idPrefix: string; text: string }) {
  if (!draft) return null;
  return (
    <div role="status" className="mt-5 rounded-xl border border-gold-500/40 bg-gold-500/5 p-4 text-sm">
      <p className="font-semibold text-gold-300">{text}</p>
      <DraftFallback draft={draft} idPrefix={idPrefix} />
    </div>
  );
}
